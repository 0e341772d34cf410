import { describe, expect, it } from 'vitest';
import { localizedBoolean, localizedInteger } from '../../platformValues.ts';
import * as v from '../index.ts';

const failure = (validator: v.Validator<unknown>, value: unknown) => {
  const result = v.safeParse(validator, value);
  if (result.success) throw new Error('expected a failure');
  return { path: result.error.path.join('.'), message: result.error.message };
};

describe('validators for platform globals', () => {
  it('keeps only the declared keys and leaves absent optional keys absent', () => {
    const params = v.object({ cart_url: v.string(), i18n_view_cart: v.optional(v.string()) });
    const result = v.safeParse(params, { cart_url: '/cart/', extra: 1 });
    expect(result).toEqual({ success: true, data: { cart_url: '/cart/' } });
    expect(result.success && 'i18n_view_cart' in result.data).toBe(false);
  });

  it('reports the first bad key in declaration order, with its path and what it expected', () => {
    const params = v.object({ params: v.object({ lifetime: v.number(), session: v.number() }) });
    expect(failure(params, { params: { session: 'x', lifetime: true } })).toEqual({
      path: 'params.lifetime',
      message: 'expected number, received boolean',
    });
    expect(failure(params, { params: [] })).toEqual({ path: 'params', message: 'expected object, received array' });
    expect(failure(params, { params: { lifetime: 1 } })).toEqual({ path: 'params.session', message: 'expected number, received undefined' });
  });

  it('names list indexes and map keys in the path', () => {
    const list = v.array(v.object({ id: v.nonEmptyString() }));
    expect(failure(list, [{ id: 'a' }, { id: '' }])).toEqual({ path: '1.id', message: 'must not be empty' });
    expect(failure(v.record(v.record(v.string())), { US: { CA: 'California', NY: 5 } })).toEqual({
      path: 'US.NY',
      message: 'expected string, received number',
    });
  });

  it('tells a union failure by the option that matched the kind, else by every option', () => {
    expect(failure(localizedInteger(), '5s')).toEqual({ path: '', message: 'must be a whole number' });
    expect(failure(v.union(v.string(), v.array(v.unknown())), 5)).toEqual({ path: '', message: 'expected string or array, received number' });
    const nested = v.union(v.object({ id: v.string() }), v.array(v.unknown()));
    expect(failure(nested, { id: 1 })).toEqual({ path: 'id', message: 'expected string, received number' });
  });

  it('reads wp_localize_script scalars as WooCommerce prints them', () => {
    expect(['1', 'yes', 'true', true, 1].map((value) => v.safeParse(localizedBoolean(), value))).toEqual(
      Array(5).fill({ success: true, data: true }),
    );
    expect(['', '0', 'no', false, 0].map((value) => v.safeParse(localizedBoolean(), value))).toEqual(
      Array(5).fill({ success: true, data: false }),
    );
    expect(v.safeParse(localizedInteger(), '5000')).toEqual({ success: true, data: 5000 });
    expect(failure(localizedBoolean(), null).message).toBe('expected boolean or string or number, received null');
  });

  it('accepts only the listed strings for oneOf and only absolute http(s) URLs for httpUrl', () => {
    expect(failure(v.oneOf(['yes', 'no']), 'maybe').message).toBe("expected 'yes' or 'no', received 'maybe'");
    expect(v.safeParse(v.httpUrl('must be absolute'), ' https://shop.test/wp-json/ ')).toEqual({ success: true, data: 'https://shop.test/wp-json/' });
    expect(failure(v.httpUrl('must be absolute'), '/wp-json/').message).toBe('must be absolute');
    expect(failure(v.httpUrl('must be absolute'), 'ftp://shop.test/').message).toBe('must be absolute');
  });

  it('resolves a relative httpUrl against a base and refuses every spelling of javascript: there too', () => {
    expect(v.safeParse(v.httpUrl('bad', 'https://shop.test/shop/'), '/cart/')).toEqual({ success: true, data: 'https://shop.test/cart/' });
    expect(failure(v.httpUrl('bad', 'https://shop.test/'), ' Java\tScript:alert(1)').message).toBe('bad');
    expect(failure(v.httpUrl('bad', 'https://shop.test/'), 5).message).toBe('expected string, received number');
  });

  it('takes an element or a collection named by the page for no object (DOM clobbering of a global)', () => {
    document.body.innerHTML = '<a id="params" href="https://shop.test/"></a><form id="twice"></form><form id="twice"></form>';
    const params = v.object({ cart_url: v.optional(v.string()) });
    expect(failure(params, document.getElementById('params'))).toEqual({ path: '', message: 'expected object, received HTMLAnchorElement' });
    expect(failure(params, document.getElementsByTagName('form'))).toEqual({ path: '', message: 'expected object, received HTMLCollection' });
    expect(failure(v.record(v.string()), document.body).message).toBe('expected object, received HTMLBodyElement');
    document.body.innerHTML = '';
  });

  it('refuses numbers JSON cannot carry', () => {
    expect(failure(v.number(), Number.NaN).message).toBe('expected number, received NaN');
    expect(failure(v.number(), Number.POSITIVE_INFINITY).message).toBe('expected number, received Infinity');
  });
});
