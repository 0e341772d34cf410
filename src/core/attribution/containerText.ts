import { decodeCookieText } from './cookieCodec.ts';
import { PAIR_DELIMITER } from './terms.ts';

/**
 * `alias=value` pairs joined by `|||`, values raw as sourcebuster writes them (reference s3.2), except
 * that a '|' inside a value is written `%7C`. The legacy script wrote it raw, so `?utm_term=x|||typ=organic`
 * split into a second `typ` that overrode the first; the reader's second decode turns `%7C` back into
 * '|', so the value reads as it was sent, like an encoded `%7C%7C%7C` always did.
 */
export function formatContainer(pairs: Readonly<Record<string, string | number>>): string {
  return Object.entries(pairs)
    .map(([key, value]) => `${key}=${String(value).replaceAll('|', '%7C')}`)
    .join(PAIR_DELIMITER);
}

/**
 * A container's decoded cookie text as `sbjs.get` shows it (reference s3.4): the first '=' splits
 * key from value, and the value is decoded a second time, so `a%20b` from the query reads `a b`
 * while `+` stays `+`. A raw `|||` in a cookie the legacy script wrote splits the value there.
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
