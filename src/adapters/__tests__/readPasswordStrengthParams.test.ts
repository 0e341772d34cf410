import { describe, expect, it } from 'vitest';
import { readPasswordStrengthConfig } from '../readPasswordStrengthParams.ts';

// As WooCommerce 11.0.1 and WordPress 7.1 localize them (wp_localize_script makes scalars strings).
const PRINTED = {
  wc_password_strength_meter_params: {
    min_password_strength: '3', stop_checkout: '', i18n_password_error: 'Please enter a stronger password.',
    i18n_password_hint: 'Hint: The password should be at least twelve characters long.',
  },
  pwsL10n: { unknown: 'Password strength unknown', short: 'Très faible', bad: 'Faible', good: 'Moyen', strong: 'Fort', mismatch: 'Différents' },
};

describe('password strength globals', () => {
  it('reads WooCommerce\'s params and WordPress\'s labels as the store printed them', () => {
    const config = readPasswordStrengthConfig(PRINTED);
    expect(config.minStrength).toBe(3);
    expect(config.enforceOnCheckout).toBe(false);
    expect(config.texts).toMatchObject({ short: 'Très faible', bad: 'Faible', good: 'Moyen', strong: 'Fort', mismatch: 'Différents' });
    expect(config.texts.hint).toBe('Hint: The password should be at least twelve characters long.');
  });

  it('falls back to WordPress\'s English labels when pwsL10n is absent, and honours a stricter store', () => {
    const config = readPasswordStrengthConfig({ wc_password_strength_meter_params: { min_password_strength: 4, stop_checkout: '1' } });
    expect(config).toMatchObject({ minStrength: 4, enforceOnCheckout: true });
    expect(config.texts).toMatchObject({ short: 'Very weak', bad: 'Weak', good: 'Medium', strong: 'Strong', error: 'Please enter a stronger password.' });
  });

  it('names the global and key of a missing or malformed value', () => {
    expect(() => readPasswordStrengthConfig({})).toThrow('wc_password_strength_meter_params is missing');
    expect(() => readPasswordStrengthConfig({ wc_password_strength_meter_params: { min_password_strength: 'three' } }))
      .toThrow(/wc_password_strength_meter_params\.min_password_strength/);
    expect(() => readPasswordStrengthConfig({ ...PRINTED, pwsL10n: { short: 7 } })).toThrow(/pwsL10n\.short/);
  });
});
