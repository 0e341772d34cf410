import type { AppServices } from '../AppServices.ts';
import type { User } from '../store/createUsers.ts';
import { phpSetCookie } from '../util/phpCookie.ts';
import { loggedInCookieName } from './cookieNames.ts';
import { loginCookieValue } from './loadShopper.ts';
import type { ShopperState } from './ShopperState.ts';

const TWO_DAYS = 2 * 24 * 3600;
const FOURTEEN_DAYS = 14 * 24 * 3600;

/**
 * wp_set_auth_cookie: 14 days with "remember me", else a browser-session cookie backed by a 2-day
 * server session. A guest cart moves to the customer when theirs is empty (WooCommerce merges on login).
 */
export function logIn(services: AppServices, state: ShopperState, user: User, remember: boolean): void {
  const lifetime = remember ? FOURTEEN_DAYS : TWO_DAYS;
  const { token, expiry } = services.users.startSession(user.id, lifetime);
  const value = loginCookieValue(services, user, token, expiry);
  state.otherCookies.push(phpSetCookie(loggedInCookieName(state.siteUrl), value, remember ? { expires: expiry, httpOnly: true } : { httpOnly: true }));
  const userKey = `u_${user.id}`;
  if (state.sessionKey !== null && state.sessionKey !== userKey && state.cart.items.length > 0
    && services.carts.load(userKey).items.length === 0) {
    services.carts.save(userKey, state.cart, Math.floor(Date.now() / 1000) + lifetime);
  }
  // Coming-soon banner dismissal resets on login (LaunchYourStore::reset_woocommerce_coming_soon_banner_dismissed).
  services.users.setMeta(user.id, 'woocommerce_coming_soon_banner_dismissed', 'no');
}

export function logOut(services: AppServices, state: ShopperState): void {
  if (state.loginToken !== null) services.users.endSession(state.loginToken);
  state.otherCookies.push(`${loggedInCookieName(state.siteUrl)}=deleted; expires=Thu, 01 Jan 1970 00:00:01 GMT; Max-Age=0; path=/; HttpOnly`);
}

/** Same-origin redirects only (wp_validate_redirect): relative paths or our own absolute URLs. */
export function safeRedirect(target: unknown, siteUrl: string, fallback: string): string {
  if (typeof target !== 'string' || target === '') return fallback;
  if (target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\')) return target;
  try {
    const url = new URL(target);
    return url.origin === new URL(siteUrl).origin ? `${url.pathname}${url.search}${url.hash}` : fallback;
  } catch {
    return fallback;
  }
}
