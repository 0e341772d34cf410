import { defineValidator } from './defineValidator.ts';
import { wrongKind } from './InvalidValue.ts';
import { isObjectLike } from './object.ts';
import type { Validator } from './types.ts';

/** A list whose every item passes `item`. */
export function array<T>(item: Validator<T>): Validator<T[]> {
  return defineValidator('array', (value, path) => {
    if (!Array.isArray(value)) throw wrongKind('array', value, path);
    return value.map((entry: unknown, index) => item(entry, [...path, index]));
  });
}

/** A map object (`{ "US": {…} }`) whose every value passes `entry`. */
export function record<T>(entry: Validator<T>): Validator<Record<string, T>> {
  return defineValidator('object', (value, path) => {
    if (!isObjectLike(value)) throw wrongKind('object', value, path);
    const output: Record<string, T> = {};
    for (const key of Object.keys(value)) output[key] = entry(value[key], [...path, key]);
    return output;
  });
}
