/**
 * sourcebuster's cookie text encoding (sourcebuster-behaviours.md s3.3, s9). Kept exact rather than
 * using js-cookie's, which leaves `|`, `(` and `)` raw: the legacy script and server-side readers see
 * the same bytes either way, and migrated visitors' cookies compare equal.
 */

const EXTRA_ESCAPES: Readonly<Record<string, string>> = { '!': '%21', '~': '%7E', '*': '%2A', "'": '%27', '(': '%28', ')': '%29' };

/** encodeURIComponent, plus `! ~ * ' ( )` escaped. */
export function encodeCookieText(text: string): string {
  return encodeURIComponent(text).replace(/[!~*'()]/g, (char) => EXTRA_ESCAPES[char] ?? char);
}

/** Decodes percent-escapes; malformed text falls back to `unescape`, then to '' (reference s3.3). */
export function decodeCookieText(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    try {
      return unescape(text);
    } catch {
      return '';
    }
  }
}

/** The fork's WAF-friendly form: base64 of the encoded text, `=` padding stripped (reference s9). */
export function toBase64Cookie(encoded: string): string {
  return btoa(encoded).replace(/=+$/, '');
}

const BASE64_TEXT = /^[A-Za-z0-9+/]+$/;

/**
 * Undoes `toBase64Cookie` when the raw value looks like base64. Plain values always hold a '%', so
 * both forms stay readable whichever mode wrote them (reference s3.3).
 */
export function fromBase64Cookie(raw: string): string {
  if (!BASE64_TEXT.test(raw)) return raw;
  try {
    return atob(raw.padEnd(Math.ceil(raw.length / 4) * 4, '='));
  } catch {
    return raw;
  }
}
