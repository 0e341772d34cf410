import { describe, expect, it } from 'vitest';
import { PASSWORD_STRENGTH_TEXT } from '../../constants.ts';
import { blocksSubmit, strengthVerdict } from '../strengthVerdict.ts';

describe('password strength verdict', () => {
  it('labels each zxcvbn score as WooCommerce does, adding the error under the minimum and the hint for scores 0-2', () => {
    expect(strengthVerdict(0, 3, PASSWORD_STRENGTH_TEXT)).toEqual({ className: 'short', text: 'Very weak - Please enter a stronger password.', hint: true });
    expect(strengthVerdict(1, 3, PASSWORD_STRENGTH_TEXT)).toEqual({ className: 'bad', text: 'Weak - Please enter a stronger password.', hint: true });
    expect(strengthVerdict(2, 3, PASSWORD_STRENGTH_TEXT)).toEqual({ className: 'bad', text: 'Weak - Please enter a stronger password.', hint: true });
    expect(strengthVerdict(3, 3, PASSWORD_STRENGTH_TEXT)).toEqual({ className: 'good', text: 'Medium', hint: false });
    expect(strengthVerdict(4, 3, PASSWORD_STRENGTH_TEXT)).toEqual({ className: 'strong', text: 'Strong', hint: false });
  });

  it('follows the store\'s minimum: a Strong-only store calls Medium too weak', () => {
    expect(strengthVerdict(3, 4, PASSWORD_STRENGTH_TEXT).text).toBe('Medium - Please enter a stronger password.');
  });

  it('draws nothing while the strength is unknown, and says Mismatch for two differing fields', () => {
    expect(strengthVerdict(-1, 3, PASSWORD_STRENGTH_TEXT)).toEqual({ className: null, text: '', hint: false });
    expect(strengthVerdict(5, 3, PASSWORD_STRENGTH_TEXT)).toEqual({ className: 'short', text: 'Mismatch', hint: false });
  });

  it('holds the submit only for a typed password under the minimum where the meter is enforced, never while unknown', () => {
    expect(blocksSubmit('abc', 1, 3, true)).toBe(true);
    expect(blocksSubmit('abc', 3, 3, true)).toBe(false);
    expect(blocksSubmit('', 0, 3, true)).toBe(false);
    expect(blocksSubmit('abc', -1, 3, true)).toBe(false);
    expect(blocksSubmit('abc', 0, 3, false)).toBe(false);
  });
});
