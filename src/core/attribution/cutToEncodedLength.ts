/** Characters `encodeCookieText` leaves as they are; every other ASCII character becomes one %XX. */
const PLAIN = /^[A-Za-z0-9\-_.]$/;

/** The length of one code point once `encodeCookieText` has escaped it (UTF-8 bytes × 3 outside PLAIN). */
function encodedSize(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  if (code < 0x80) return PLAIN.test(char) ? 1 : 3;
  return code < 0x800 ? 6 : code < 0x10000 ? 9 : 12;
}

/** UTF-8 bytes a lead byte (C0-FF) announces. */
const sequenceLength = (byte: number): number => (byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : 2);

/**
 * Drops a percent-encoded character the cut left incomplete at the end: a lone '%' or '%X', or the
 * first bytes of a multi-byte UTF-8 character (`%D0` of `%D0%BA`). The cookie reader decodes values
 * a second time, and one broken sequence makes the whole value fall back to `unescape`'s mojibake.
 */
function dropBrokenEscape(text: string): string {
  const cut = text.replace(/%[0-9A-Fa-f]?$/, '');
  const tail = /(?:%[0-9A-Fa-f]{2}){1,3}$/.exec(cut)?.[0] ?? '';
  const bytes = tail.split('%').slice(1).map((hex) => Number.parseInt(hex, 16));
  // Back over continuation bytes (80-BF) to the lead byte that says how many should follow it.
  for (let index = bytes.length - 1; index >= 0; index -= 1) {
    const byte = bytes[index] ?? 0;
    if (byte < 0x80) return cut;
    if (byte < 0xc0) continue;
    const complete = bytes.length - index >= sequenceLength(byte);
    return complete ? cut : cut.slice(0, cut.length - (bytes.length - index) * 3);
  }
  return cut;
}

/**
 * The longest start of `value` whose `encodeCookieText` form is at most `max` characters, cut on a
 * code point (never between the halves of a surrogate pair) and never inside a %XX escape or a
 * percent-encoded UTF-8 character of the raw value.
 */
export function cutToEncodedLength(value: string, max: number): string {
  let size = 0;
  let end = 0;
  for (const char of value) {
    size += encodedSize(char);
    if (size > max) return dropBrokenEscape(value.slice(0, end));
    end += char.length;
  }
  return value;
}
