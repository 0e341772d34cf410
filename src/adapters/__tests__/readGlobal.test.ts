import { describe, expect, it } from 'vitest';
import { isIslandConfigError } from '../../core/scanner/isIslandConfigError.ts';
import { endpointTemplate, httpUrl, localizedBoolean, localizedInteger, nonEmptyString } from '../platformValues.ts';
import { parseGlobalValue, readGlobal } from '../readGlobal.ts';
import * as z from 'zod/mini';

/** The key and the problem a schema reports for `value`, as the console error words them. */
const failure = (schema: z.ZodMiniType, value: unknown) => {
  try {
    parseGlobalValue('g', schema, value);
  } catch (error) {
    if (!isIslandConfigError(error)) throw error;
    return { path: error.key, message: error.message.replace(/^\S+ is invalid: /, '') };
  }
  throw new Error('expected a failure');
};
const parsed = (schema: z.ZodMiniType, value: unknown): unknown => parseGlobalValue('g', schema, value);

describe('platform globals parsed with zod/mini', () => {
  it('keeps only the declared keys and leaves absent optional keys absent', () => {
    const params = z.object({ cart_url: z.string(), i18n_view_cart: z.optional(z.string()) });
    const result = parsed(params, { cart_url: '/cart/', extra: 1 });
    expect(result).toEqual({ cart_url: '/cart/' });
    expect('i18n_view_cart' in (result as object)).toBe(false);
  });

  it('reports the first bad key in declaration order, with its path and what it expected', () => {
    const params = z.object({ params: z.object({ lifetime: z.number(), session: z.number() }) });
    expect(failure(params, { params: { session: 'x', lifetime: true } })).toEqual({ path: 'params.lifetime', message: 'expected number, received boolean' });
    expect(failure(params, { params: [] })).toEqual({ path: 'params', message: 'expected object, received array' });
    expect(failure(params, { params: { lifetime: 1 } })).toEqual({ path: 'params.session', message: 'expected number, received undefined' });
  });

  it('names list indexes and map keys in the path', () => {
    const list = z.array(z.object({ id: nonEmptyString() }));
    expect(failure(list, [{ id: 'a' }, { id: '' }])).toEqual({ path: '1.id', message: 'must not be empty' });
    expect(failure(z.record(z.string(), z.record(z.string(), z.string())), { US: { CA: 'California', NY: 5 } })).toEqual({
      path: 'US.NY',
      message: 'expected string, received number',
    });
  });

  it('tells a union failure by the option that matched the kind, else by every option', () => {
    expect(failure(localizedInteger(), '5s')).toEqual({ path: '', message: 'must be a whole number' });
    expect(failure(z.union([z.string(), z.array(z.unknown())]), 5)).toEqual({ path: '', message: 'expected string or array, received number' });
    const nested = z.union([z.object({ id: z.string() }), z.array(z.unknown())]);
    expect(failure(nested, { id: 1 })).toEqual({ path: 'id', message: 'expected string, received number' });
    expect(failure(z.object({ at: nested }), { at: { id: 1 } })).toEqual({ path: 'at.id', message: 'expected string, received number' });
  });

  it('reads wp_localize_script scalars as WooCommerce prints them', () => {
    expect(['1', 'yes', 'true', true, 1].map((value) => parsed(localizedBoolean(), value))).toEqual(Array(5).fill(true));
    expect(['', '0', 'no', false, 0].map((value) => parsed(localizedBoolean(), value))).toEqual(Array(5).fill(false));
    expect(parsed(localizedInteger(), '5000')).toBe(5000);
    expect(failure(localizedBoolean(), null).message).toBe('expected boolean or string or number, received null');
    expect(failure(endpointTemplate(), '/?wc-ajax=get_refreshed_fragments').message).toBe('must contain %%endpoint%%');
  });

  it('accepts only the listed strings for an enum and only absolute http(s) URLs for httpUrl', () => {
    expect(failure(z.enum(['yes', 'no']), 'maybe').message).toBe("expected 'yes' or 'no', received 'maybe'");
    expect(failure(z.enum(['yes', 'no']), 1).message).toBe("expected 'yes' or 'no', received number");
    expect(parsed(httpUrl('must be absolute'), ' https://shop.test/wp-json/ ')).toBe('https://shop.test/wp-json/');
    expect(failure(httpUrl('must be absolute'), '/wp-json/').message).toBe('must be absolute');
    expect(failure(httpUrl('must be absolute'), 'ftp://shop.test/').message).toBe('must be absolute');
  });

  it('resolves a relative httpUrl against a base and refuses every spelling of javascript: there too', () => {
    expect(parsed(httpUrl('bad', 'https://shop.test/shop/'), '/cart/')).toBe('https://shop.test/cart/');
    expect(failure(httpUrl('bad', 'https://shop.test/'), ' Java\tScript:alert(1)').message).toBe('bad');
    expect(failure(httpUrl('bad', 'https://shop.test/'), 5).message).toBe('expected string, received number');
  });

  it('takes an element or a collection named by the page for no object (DOM clobbering of a global)', () => {
    document.body.innerHTML = '<a id="params" href="https://shop.test/"></a><form id="twice"></form><form id="twice"></form>';
    const params = z.object({ cart_url: z.optional(z.string()) });
    expect(() => readGlobal('g', params, { g: document.getElementById('params') })).toThrow('g is invalid: expected object, received HTMLAnchorElement');
    expect(() => readGlobal('g', params, { g: document.getElementsByTagName('form') })).toThrow('g is invalid: expected object, received HTMLCollection');
    expect(failure(z.record(z.string(), z.string()), document.body).message).toBe('expected object, received HTMLBodyElement');
    document.body.innerHTML = '';
  });

  it('refuses numbers JSON cannot carry', () => {
    expect(failure(z.number(), Number.NaN).message).toBe('expected number, received NaN');
    expect(failure(z.number(), Number.POSITIVE_INFINITY).message).toBe('expected number, received Infinity');
  });

  it('names a missing global, and a global that is not an object', () => {
    expect(() => readGlobal('g', z.object({}), {})).toThrow(/^g is missing$/);
    expect(() => readGlobal('g', z.object({}), { g: 'x' })).toThrow(/^g is invalid: expected object, received string$/);
  });
});
