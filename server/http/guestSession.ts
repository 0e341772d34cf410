import { hmacMd5, randomHex } from '../util/hash.ts';
import { phpSetCookie } from '../util/phpCookie.ts';

/** WooCommerce 10+: the session lives 48 h and is considered "expiring" after 24 h. */
export const SESSION_LIFETIME = 48 * 3600;
const SESSION_EXPIRING = 24 * 3600;

export interface GuestSession {
  key: string;
  expiry: number;
}

/** Parses `t_<id>|<expiry>|<expiring>|<hash>` and checks the HMAC and expiry. */
export function parseGuestSession(value: string | undefined, secret: string, now: number): GuestSession | null {
  if (value === undefined) return null;
  const [key, expiry, , hash] = value.split('|');
  if (key === undefined || expiry === undefined || hash === undefined) return null;
  const expiryNumber = Number(expiry);
  if (!Number.isFinite(expiryNumber) || expiryNumber <= now) return null;
  if (hmacMd5(secret, `${key}|${expiry}`) !== hash) return null;
  return { key, expiry: expiryNumber };
}

export function newGuestSession(now: number): GuestSession {
  return { key: `t_${randomHex(30)}`, expiry: now + SESSION_LIFETIME };
}

export function guestSessionCookie(name: string, session: GuestSession, secret: string, now: number): string {
  const expiring = session.expiry - SESSION_EXPIRING;
  const hash = hmacMd5(secret, `${session.key}|${session.expiry}`);
  return phpSetCookie(name, `${session.key}|${session.expiry}|${expiring}|${hash}`, {
    expires: session.expiry, httpOnly: true, now,
  });
}
