import { defineValidator } from './defineValidator.ts';
import { wrongKind } from './InvalidValue.ts';
import type { ObjectOf, OptionalValidator, Shape, Validator } from './types.ts';

/** A key that may be absent (or undefined); present, it must pass `validator`. */
export function optional<T>(validator: Validator<T>): OptionalValidator<T> {
  const check = (value: unknown, path: readonly (string | number)[]): T | undefined =>
    value === undefined ? undefined : validator(value, path);
  return Object.assign(check, { label: validator.label, optional: true as const });
}

/**
 * True for `{…}` objects: not null, not an array, not a platform object. The tag test matters for
 * globals: when the platform printed none, `window.wc_add_to_cart_params` is whatever the page's
 * markup named so (`<a id="wc_add_to_cart_params">` in a post: an element, or an HTMLCollection for
 * two), and markup cannot forge a tag. Objects from another realm keep theirs.
 */
export const isObjectLike = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.prototype.toString.call(value) === '[object Object]';

/**
 * An object with these keys, checked in order (the first bad key is reported). The output holds only
 * the declared keys, as WooCommerce's globals carry keys we do not read; an absent optional key stays
 * absent.
 */
export function object<S extends Shape>(shape: S): Validator<ObjectOf<S>> {
  return defineValidator('object', (value, path) => {
    if (!isObjectLike(value)) throw wrongKind('object', value, path);
    const output: Record<string, unknown> = {};
    for (const key of Object.keys(shape)) {
      const checked = shape[key]!(value[key], [...path, key]);
      if (checked !== undefined || key in value) output[key] = checked;
    }
    return output as ObjectOf<S>;
  });
}
