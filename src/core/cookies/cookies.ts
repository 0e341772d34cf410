import Cookies from 'js-cookie';

/** Attributes for writing or removing a cookie (js-cookie's; the same library WooCommerce uses). */
export interface CookieAttributes {
  /** Cookie path; default '/' (js-cookie's default, and what WooCommerce's store notice uses, spec s9). */
  readonly path?: string;
  /** Days from now, or a date; default none (a session cookie). */
  readonly expires?: number | Date;
  /** Cookie domain; default the page's host. */
  readonly domain?: string;
  /** Send over HTTPS only; default false. */
  readonly secure?: boolean;
  /** Cross-site policy; default the browser's (Lax). */
  readonly sameSite?: 'strict' | 'lax' | 'none';
}

// document.cookie throws a SecurityError in sandboxed iframes without allow-same-origin and in some
// privacy modes; a cookie we cannot read behaves as a cookie that is not set.

/** The decoded value, or undefined when it is not set or cookies cannot be read. */
export function readCookie(name: string): string | undefined {
  try {
    return Cookies.get(name);
  } catch {
    return undefined;
  }
}

/** Writes a cookie; false when the browser refused access to cookies. */
export function writeCookie(name: string, value: string, attributes: CookieAttributes = {}): boolean {
  try {
    Cookies.set(name, value, attributes);
    return true;
  } catch {
    return false;
  }
}

/** Expires a cookie; pass the path and domain it was written with. False when access was refused. */
export function removeCookie(name: string, attributes: CookieAttributes = {}): boolean {
  try {
    Cookies.remove(name, attributes);
    return true;
  } catch {
    return false;
  }
}
