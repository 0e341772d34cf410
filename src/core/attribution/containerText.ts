import { ATTRIBUTION_COOKIE_TEXT_MAX } from '../constants/attribution.ts';
import { decodeCookieText, encodeCookieText } from './cookieCodec.ts';
import { PAIR_DELIMITER } from './terms.ts';

const join = (pairs: Readonly<Record<string, string | number>>): string =>
  Object.entries(pairs)
    .map(([key, value]) => `${key}=${value}`)
    .join(PAIR_DELIMITER);

/**
 * `alias=value` pairs joined by `|||`, values raw as sourcebuster writes them (reference s3.2), cut
 * so the encoded cookie stays under what browsers keep. Beyond the legacy script: a 5,000-character
 * utm_content made its cookie too long, the browser dropped it, and the campaign visit was lost.
 * The longest value is shortened first, so the source, medium and campaign survive whole.
 */
export function formatContainer(pairs: Readonly<Record<string, string | number>>, maxEncoded = ATTRIBUTION_COOKIE_TEXT_MAX): string {
  const bounded: Record<string, string | number> = { ...pairs };
  let text = join(bounded);
  // Each round at least halves the excess of the longest value; the guard only stops a runaway loop.
  for (let round = 0, excess = encodedLength(text) - maxEncoded; excess > 0 && round < 64; round += 1) {
    const [key, value] = longestValue(bounded);
    bounded[key] = shorten(value, excess);
    text = join(bounded);
    excess = encodedLength(text) - maxEncoded;
  }
  return text;
}

const encodedLength = (text: string): number => encodeCookieText(text).length;

function longestValue(pairs: Record<string, string | number>): [string, string] {
  let longest: [string, string] = ['', ''];
  for (const [key, value] of Object.entries(pairs)) {
    if (typeof value === 'string' && encodedLength(value) > encodedLength(longest[1])) longest = [key, value];
  }
  return longest;
}

/** Drops at least `excess` encoded characters from the end, never splitting a %XX escape or a surrogate pair. */
function shorten(value: string, excess: number): string {
  const ratio = encodedLength(value) / Math.max(1, value.length);
  const keep = Math.max(0, value.length - Math.ceil(excess / ratio) - 1);
  return value.slice(0, keep).replace(/%[0-9A-Fa-f]?$/, '').replace(/[\uD800-\uDBFF]$/, '');
}

/**
 * A container's decoded cookie text as `sbjs.get` shows it (reference s3.4): the first '=' splits
 * key from value, and the value is decoded a second time, so `a%20b` from the query reads `a b`
 * while `+` stays `+`. A raw `|||` inside a value splits it, as it does for the legacy script.
 */
export function parseContainer(text: string): Record<string, string> {
  // fromEntries defines own properties, so a crafted `__proto__=` key stays plain data.
  return Object.fromEntries(
    text.split(PAIR_DELIMITER).map((piece) => {
      const [key = '', ...rest] = piece.split('=');
      return [key, decodeCookieText(rest.join('='))];
    }),
  );
}
