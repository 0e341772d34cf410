import type { AppServices } from '../../AppServices.ts';
import type { ShopperState } from '../../http/ShopperState.ts';
import { createNonce, verifyNonce } from '../../util/nonce.ts';
import { nonceUid } from '../pageContext.ts';

/**
 * `wp_rest` nonces with an expiry switch for tests. They are WordPress-style HMACs over a 12 h tick
 * (server/util/nonce.ts), so they age out on their own; `expireRestNonces` also bumps a per-app
 * generation mixed into the action, which invalidates every nonce handed out so far at once.
 * Generation 0 is plain `wp_rest`, so nonces printed by page templates stay valid until then.
 */
const generations = new WeakMap<AppServices, number>();

function actionFor(services: AppServices): string {
  const generation = generations.get(services) ?? 0;
  return generation === 0 ? 'wp_rest' : `wp_rest#${generation}`;
}

export function createRestNonce(services: AppServices, state: ShopperState): string {
  return createNonce(services.secret, actionFor(services), nonceUid(state));
}

export function verifyRestNonce(services: AppServices, state: ShopperState, nonce: unknown): boolean {
  return verifyNonce(services.secret, actionFor(services), nonceUid(state), nonce);
}

/** Makes every nonce issued so far invalid, as if a day had passed. */
export function expireRestNonces(services: AppServices): void {
  generations.set(services, (generations.get(services) ?? 0) + 1);
}
