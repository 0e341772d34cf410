import { describe, expect, it } from 'vitest';
import { numberText } from '../numberText.ts';

describe('numberText', () => {
  it.each([0, -0, 7, -42, 1795485790795, 2 ** 53 + 2, 1e21, 1.5, -0.25, 1e-7, Number.NaN, Number.POSITIVE_INFINITY])(
    'writes %s exactly as String() does',
    (value) => {
      expect(numberText(value)).toBe(String(value));
    },
  );
});
