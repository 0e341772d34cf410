import type { AppServices } from '../../AppServices.ts';
import type { ShopperState } from '../../http/ShopperState.ts';
export declare function createRestNonce(services: AppServices, state: ShopperState): string;
export declare function verifyRestNonce(services: AppServices, state: ShopperState, nonce: unknown): boolean;
/** Makes every nonce issued so far invalid, as if a day had passed. */
export declare function expireRestNonces(services: AppServices): void;
