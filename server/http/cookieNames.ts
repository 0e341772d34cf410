import { md5 } from '../util/hash.ts';

/** WordPress COOKIEHASH: md5 of the site URL, suffixed to the session and login cookie names. */
export function cookieHash(siteUrl: string): string {
  return md5(siteUrl);
}

export function sessionCookieName(siteUrl: string): string {
  return `wp_woocommerce_session_${cookieHash(siteUrl)}`;
}

export function loggedInCookieName(siteUrl: string): string {
  return `wordpress_logged_in_${cookieHash(siteUrl)}`;
}

export const ITEMS_IN_CART_COOKIE = 'woocommerce_items_in_cart';
export const CART_HASH_COOKIE = 'woocommerce_cart_hash';
/** Our own flash cookie for notices across the non-JS Post/Redirect/Get hop. */
export const NOTICES_COOKIE = 'wc_islands_notices';
