import * as z from 'zod/mini';
import { MIN_PASSWORD_STRENGTH, PASSWORD_STRENGTH_TEXT } from '../core/constants.ts';
import type { StrengthTexts } from '../core/password/index.ts';
import { localizedBoolean, localizedInteger } from './platformValues.ts';
import { readGlobal } from './readGlobal.ts';

const params = () =>
  z.object({
    min_password_strength: z.optional(localizedInteger()),
    stop_checkout: z.optional(localizedBoolean()),
    i18n_password_error: z.optional(z.string()),
    i18n_password_hint: z.optional(z.string()),
  });

const labels = () =>
  z.object({
    short: z.optional(z.string()),
    bad: z.optional(z.string()),
    good: z.optional(z.string()),
    strong: z.optional(z.string()),
    mismatch: z.optional(z.string()),
  });

export interface PasswordStrengthConfig {
  /** `min_password_strength`: scores under it are too weak; default 3 (my-account.md s3). */
  readonly minStrength: number;
  /** `stop_checkout`: the meter also blocks the checkout's Place order; default false (my-account.md s3). */
  readonly enforceOnCheckout: boolean;
  /** Labels from `pwsL10n`, error and hint from WooCommerce's params: text (WordPress decodes entities when it localizes). */
  readonly texts: StrengthTexts;
}

/**
 * `wc_password_strength_meter_params` (WooCommerce) and `pwsL10n` (WordPress's password-strength-meter),
 * my-account.md s3-s4. WooCommerce's global is required, as password-strength-meter.js needs it; WordPress's
 * labels fall back to its English texts, and an empty string to the default, as a blank label helps nobody.
 */
export function readPasswordStrengthConfig(source: object = globalThis): PasswordStrengthConfig {
  const wc = readGlobal('wc_password_strength_meter_params', params(), source);
  const wp = (source as Record<string, unknown>)['pwsL10n'] == null ? {} : readGlobal('pwsL10n', labels(), source);
  return {
    minStrength: wc.min_password_strength ?? MIN_PASSWORD_STRENGTH,
    enforceOnCheckout: wc.stop_checkout ?? false,
    texts: {
      short: wp.short || PASSWORD_STRENGTH_TEXT.short,
      bad: wp.bad || PASSWORD_STRENGTH_TEXT.bad,
      good: wp.good || PASSWORD_STRENGTH_TEXT.good,
      strong: wp.strong || PASSWORD_STRENGTH_TEXT.strong,
      mismatch: wp.mismatch || PASSWORD_STRENGTH_TEXT.mismatch,
      error: wc.i18n_password_error || PASSWORD_STRENGTH_TEXT.error,
      hint: wc.i18n_password_hint || PASSWORD_STRENGTH_TEXT.hint,
    },
  };
}
