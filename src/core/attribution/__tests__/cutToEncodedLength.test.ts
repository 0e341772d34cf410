import { describe, expect, it } from 'vitest';
import { encodeCookieText } from '../cookieCodec.ts';
import { cutToEncodedLength } from '../cutToEncodedLength.ts';

/** Every cut of `value`, from nothing to all of it. */
function everyCut(value: string): Array<{ max: number; cut: string }> {
  const size = encodeCookieText(value).length;
  return Array.from({ length: size + 1 }, (_, max) => ({ max, cut: cutToEncodedLength(value, max) }));
}

describe('cutToEncodedLength', () => {
  it('returns a value that fits as it is', () => {
    expect(cutToEncodedLength('spring_sale', 11)).toBe('spring_sale');
    expect(cutToEncodedLength('', 0)).toBe('');
  });

  it("counts characters as sourcebuster's encoding writes them, ! ~ * ' ( ) escaped too", () => {
    expect(cutToEncodedLength('abcdef', 3)).toBe('abc');
    expect(cutToEncodedLength('(none)', 9)).toBe('(none');
    expect(cutToEncodedLength('a b', 3)).toBe('a');
    expect(cutToEncodedLength('éé', 11)).toBe('é');
  });

  it('gives the longest start of the value that fits, for every length', () => {
    const value = "Spring sale: half off (today) – ключ 😀 a|b ~*'!";
    for (const { max, cut } of everyCut(value)) {
      expect(value.startsWith(cut)).toBe(true);
      expect(encodeCookieText(cut).length).toBeLessThanOrEqual(max);
      const next = [...value.slice(cut.length)][0] ?? '';
      if (next) expect(encodeCookieText(cut + next).length).toBeGreaterThan(max);
    }
  });

  it('never cuts between the two halves of a surrogate pair', () => {
    for (const { cut } of everyCut('a😀b🇫🇷c'.repeat(3))) {
      expect(() => encodeURIComponent(cut)).not.toThrow();
    }
  });

  it('never ends inside a %XX escape of the raw value', () => {
    for (const { cut } of everyCut('50%25off%20now%7Cx')) expect(cut).not.toMatch(/%[0-9A-F]?$/i);
  });

  it('never keeps part of a percent-encoded UTF-8 character, which would make the reader decode the whole value wrong', () => {
    // ключ 😀 €, as a query string carries them: 2-, 4- and 3-byte characters.
    const value = '%D0%BA%D0%BB%D1%8E%D1%87%20%F0%9F%98%80%E2%82%AC';
    for (const { cut } of everyCut(value)) {
      expect(value.startsWith(cut)).toBe(true);
      expect(() => decodeURIComponent(cut)).not.toThrow();
    }
    expect(cutToEncodedLength(value, encodeCookieText('%D0%BA%D0').length)).toBe('%D0%BA');
    expect(cutToEncodedLength(value, encodeCookieText(value).length - 1)).toBe(value.slice(0, -9));
  });

  it('leaves an escaped separator whole, so a cut value cannot end in a stray "%7"', () => {
    expect(cutToEncodedLength('x%7C%7C%7Cy', encodeCookieText('x%7C%7').length)).toBe('x%7C');
  });
});
