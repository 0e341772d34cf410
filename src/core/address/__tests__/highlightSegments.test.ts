import { describe, expect, it } from 'vitest';
import { highlightSegments } from '../highlightSegments.ts';

const LABEL = '123 Main Street, City, US';

describe('highlight ranges (spec s5)', () => {
  it('bolds each valid range and keeps the rest as plain text', () => {
    expect(highlightSegments(LABEL, [{ offset: 0, length: 3 }, { offset: 4, length: 4 }])).toEqual([
      { text: '123', match: true }, { text: ' ', match: false }, { text: 'Main', match: true }, { text: ' Street, City, US', match: false },
    ]);
  });

  it.each([
    ['a negative offset', { offset: -1, length: 3 }],
    ['a zero length', { offset: 0, length: 0 }],
    ['a range past the end', { offset: 20, length: 10 }],
    ['non-numbers', { offset: '0', length: '3' }],
    ['null', null],
  ])('ignores %s, leaving plain text', (_name, range) => {
    expect(highlightSegments(LABEL, [range])).toEqual([{ text: LABEL, match: false }]);
  });

  it('honours a range that ends exactly at the end of the label', () => {
    expect(highlightSegments('abc', [{ offset: 1, length: 2 }])).toEqual([{ text: 'a', match: false }, { text: 'bc', match: true }]);
  });

  it('drops a range overlapping an earlier one, so no text shows twice', () => {
    const text = highlightSegments(LABEL, [{ offset: 4, length: 4 }, { offset: 0, length: 6 }]).map((s) => s.text).join('');
    expect(text).toBe(LABEL);
  });

  it('treats a missing list as no highlight', () => {
    expect(highlightSegments(LABEL, undefined)).toEqual([{ text: LABEL, match: false }]);
  });
});
