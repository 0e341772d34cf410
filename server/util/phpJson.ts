/**
 * JSON encoders that reproduce PHP's byte output, so our answers diff cleanly against the
 * captured WooCommerce fixtures.
 */

type Json = string | number | boolean | null | readonly Json[] | { readonly [key: string]: Json | undefined };

/** PHP escapes every non-ASCII UTF-16 unit as \uXXXX with lowercase hex (no JSON_UNESCAPED_UNICODE). */
function escapeNonAscii(json: string): string {
  return json.replace(/[\u0080-\uffff]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** PHP prints small floats as `1.0e-5` (serialize_precision -1), JavaScript as `0.00001`. */
function phpNumber(value: number): string {
  if (Number.isInteger(value) || value === 0) return String(value);
  const abs = Math.abs(value);
  if (abs >= 1e-4 && abs < 1e15) return String(value);
  const [mantissa = '0', exponent = '0'] = value.toExponential().split('e');
  const withDot = mantissa.includes('.') ? mantissa : `${mantissa}.0`;
  return `${withDot}e${exponent.replace('+', '')}`;
}

function encode(value: Json | undefined): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number') return phpNumber(value);
  if (typeof value === 'string' || typeof value === 'boolean') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map((item: Json) => encode(item)).join(',')}]`;
  const entries = Object.entries(value as Record<string, Json | undefined>).filter(([, v]) => v !== undefined);
  if (entries.length === 0) return '{}';
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${encode(v)}`).join(',')}}`;
}

/** `wp_send_json()` / `wp_json_encode()` defaults: `/` becomes `\/`, non-ASCII is \u-escaped. */
export function wpJsonEncode(value: Json): string {
  return escapeNonAscii(encode(value).replace(/\//g, '\\/'));
}

/**
 * `wp_localize_script()` (WP 6.9+): JSON_HEX_TAG | JSON_UNESCAPED_SLASHES, so `<`/`>` become
 * \u003C/\u003E (uppercase, as PHP prints them) while slashes stay plain.
 */
export function wpLocalizeEncode(value: Json): string {
  const hexTags = encode(value).replace(/</g, '\\u003C').replace(/>/g, '\\u003E');
  return escapeNonAscii(hexTags);
}

export type { Json };
