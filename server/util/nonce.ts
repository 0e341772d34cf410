import { hmacMd5 } from './hash.ts';

/** WordPress nonces live 24 h in two 12 h ticks and are 10 hex characters. */
const TICK_SECONDS = 12 * 3600;

function tick(now: number): number {
  return Math.ceil(now / TICK_SECONDS);
}

function nonceAt(secret: string, action: string, uid: string, t: number): string {
  return hmacMd5(secret, `${t}|${action}|${uid}`).slice(-12, -2);
}

/** `uid` is the user id, or (as WooCommerce does for guests) the cart session key. */
export function createNonce(secret: string, action: string, uid: string, now = Date.now() / 1000): string {
  return nonceAt(secret, action, uid, tick(now));
}

export function verifyNonce(secret: string, action: string, uid: string, nonce: unknown, now = Date.now() / 1000): boolean {
  if (typeof nonce !== 'string' || nonce === '') return false;
  const t = tick(now);
  return nonce === nonceAt(secret, action, uid, t) || nonce === nonceAt(secret, action, uid, t - 1);
}
