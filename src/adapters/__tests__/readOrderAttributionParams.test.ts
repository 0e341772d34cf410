import { describe, expect, it } from 'vitest';
import { DEFAULT_ATTRIBUTION_FIELDS } from '../../core/attribution/index.ts';
import { isIslandConfigError } from '../../core/scanner/index.ts';
import { orderAttributionEnabled, readOrderAttributionParams } from '../readOrderAttributionParams.ts';

/** `wc_order_attribution` as WooCommerce 11 prints it on the classic checkout (fixtures/real-wc/checkout-classic.html). */
const REAL_GLOBAL = {
  params: {
    lifetime: 1.0e-5,
    session: 30,
    base64: false,
    ajaxurl: 'http://127.0.0.1:8090/wp-admin/admin-ajax.php',
    prefix: 'wc_order_attribution_',
    allowTracking: true,
  },
  fields: { ...DEFAULT_ATTRIBUTION_FIELDS },
};

function configError(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('readOrderAttributionParams', () => {
  it('reads the global WooCommerce prints', () => {
    expect(readOrderAttributionParams({ wc_order_attribution: REAL_GLOBAL })).toEqual({
      lifetimeMonths: 0.00001,
      sessionMinutes: 30,
      base64: false,
      prefix: 'wc_order_attribution_',
      allowTracking: true,
      consentCategory: 'marketing',
      fields: DEFAULT_ATTRIBUTION_FIELDS,
    });
  });

  it('accepts localized strings, a consent category and an older global without base64 or fields', () => {
    const older = { params: { lifetime: '1.0E-5', session: '30', prefix: 'wc_order_attribution_', allowTracking: 'no', consentCategory: 'statistics' } };
    expect(readOrderAttributionParams({ wc_order_attribution: older })).toMatchObject({
      lifetimeMonths: 0.00001,
      sessionMinutes: 30,
      base64: false,
      allowTracking: false,
      consentCategory: 'statistics',
      fields: DEFAULT_ATTRIBUTION_FIELDS,
    });
  });

  it('names the global and the key when malformed', () => {
    const bad = { ...REAL_GLOBAL, params: { ...REAL_GLOBAL.params, lifetime: 'six' } };
    const error = configError(() => readOrderAttributionParams({ wc_order_attribution: bad }));
    expect(isIslandConfigError(error) && error.message).toMatch(/^wc_order_attribution\.params\.lifetime is invalid/);
    const fields = configError(() => readOrderAttributionParams({ wc_order_attribution: { ...REAL_GLOBAL, fields: { a: 1 } } }));
    expect(isIslandConfigError(fields) && fields.key).toBe('fields.a');
  });

  it('tells a store with the feature off (no global) from one with it on', () => {
    expect(orderAttributionEnabled({})).toBe(false);
    expect(orderAttributionEnabled({ wc_order_attribution: REAL_GLOBAL })).toBe(true);
    expect(isIslandConfigError(configError(() => readOrderAttributionParams({})))).toBe(true);
  });
});
