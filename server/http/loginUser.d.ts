import type { AppServices } from '../AppServices.ts';
import type { User } from '../store/createUsers.ts';
import type { ShopperState } from './ShopperState.ts';
/**
 * wp_set_auth_cookie: 14 days with "remember me", else a browser-session cookie backed by a 2-day
 * server session. A guest cart moves to the customer when theirs is empty (WooCommerce merges on login).
 */
export declare function logIn(services: AppServices, state: ShopperState, user: User, remember: boolean): void;
export declare function logOut(services: AppServices, state: ShopperState): void;
/** Same-origin redirects only (wp_validate_redirect): relative paths or our own absolute URLs. */
export declare function safeRedirect(target: unknown, siteUrl: string, fallback: string): string;
