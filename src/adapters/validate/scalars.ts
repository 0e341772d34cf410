import { defineValidator } from './defineValidator.ts';
import { InvalidValue, wrongKind } from './InvalidValue.ts';
import type { Validator } from './types.ts';

const ofType = <T>(label: string, accepts: (value: unknown) => boolean): (() => Validator<T>) => () =>
  defineValidator(label, (value, path) => {
    if (!accepts(value)) throw wrongKind(label, value, path);
    return value as T;
  });

export const string = ofType<string>('string', (value) => typeof value === 'string');
/** A finite number: NaN and Infinity cannot come from JSON, so they are refused. */
export const number = ofType<number>('number', (value) => typeof value === 'number' && Number.isFinite(value));
export const boolean = ofType<boolean>('boolean', (value) => typeof value === 'boolean');
export const nullValue = ofType<null>('null', (value) => value === null);
export const unknown = ofType<unknown>('unknown', () => true);

/** One of a few strings, e.g. `oneOf(['yes', 'no'])`. */
export function oneOf<const T extends string>(options: readonly T[]): Validator<T> {
  const label = options.map((option) => `'${option}'`).join(' or ');
  return defineValidator(label, (value, path) => {
    if (typeof value !== 'string') throw wrongKind(label, value, path);
    if (!options.includes(value as T)) throw new InvalidValue(path, `expected ${label}, received '${value}'`);
    return value as T;
  });
}
