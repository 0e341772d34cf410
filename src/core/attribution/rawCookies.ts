import { decodeCookieText, encodeCookieText, fromBase64Cookie, toBase64Cookie } from './cookieCodec.ts';
import type { CookieJar } from './types.ts';

// A raw writer instead of src/core/cookies (js-cookie): sourcebuster's cookies carry its own
// encoding, a `;domain=.host` attribute and base64 values, and the reader must see the raw value
// to detect base64 before decoding. Matching those bytes keeps legacy visitors' cookies readable
// both ways (sourcebuster-behaviours.md s3.3).

/** `document.cookie` as a jar that never throws (sandboxed iframes and some privacy modes do). */
export function documentCookieJar(doc: Document): CookieJar {
  return {
    read() {
      try {
        return doc.cookie;
      } catch {
        return '';
      }
    },
    write(cookie) {
      try {
        doc.cookie = cookie;
      } catch {
        // Refused: the cookie behaves as not set.
      }
    },
  };
}

/**
 * The jar read once until the next write. `document.cookie`'s getter is a synchronous round trip to
 * the browser's cookie store, and one page view reads a dozen cookies between its writes (about
 * 10 ms of a listing's main thread at 4x CPU, issue #15). A write drops the copy, so a read after it
 * sees what the browser kept, a refused or trimmed cookie included.
 */
export function readOnceUntilWrite(jar: CookieJar): CookieJar {
  let text: string | undefined;
  return {
    read: () => (text ??= jar.read()),
    write(cookie) {
      text = undefined;
      jar.write(cookie);
    },
  };
}

/** A cookie's value as the browser holds and sends it, or undefined when it is not set. */
export function readStoredCookie(jar: CookieJar, name: string): string | undefined {
  const prefix = `${encodeCookieText(name)}=`;
  for (const part of jar.read().split(';')) {
    const entry = part.trimStart();
    if (entry.startsWith(prefix)) return entry.slice(prefix.length);
  }
  return undefined;
}

/** A cookie's decoded text (base64 undone), or undefined when it is not set. */
export function readTrackingCookie(jar: CookieJar, name: string): string | undefined {
  const stored = readStoredCookie(jar, name);
  return stored === undefined ? undefined : decodeCookieText(fromBase64Cookie(stored));
}

export interface TrackingCookieAttributes {
  /** Lifetime in minutes; 0 writes a browser-session cookie (no `expires`), negative deletes. */
  readonly minutes: number;
  /** Host for `;domain=.host`, or undefined for a host-only cookie. */
  readonly domain: string | undefined;
  readonly base64: boolean;
  readonly now: number;
}

/** Writes one cookie with sourcebuster's encoding and attribute text, in its order (reference s3.3). */
export function writeTrackingCookie(jar: CookieJar, name: string, value: string, attributes: TrackingCookieAttributes): void {
  const encoded = encodeCookieText(value);
  const text = attributes.base64 ? toBase64Cookie(encoded) : encoded;
  const expires = attributes.minutes ? `; expires=${new Date(attributes.now + attributes.minutes * 60_000).toUTCString()}` : '';
  const domain = attributes.domain ? `;domain=.${attributes.domain}` : '';
  jar.write(`${encodeCookieText(name)}=${text}${expires}${domain}; path=/`);
}
