import { defineValidator } from './defineValidator.ts';
import { InvalidValue } from './InvalidValue.ts';
import type { Validator } from './types.ts';

/** Adds a check to a validator: a value of the right kind that fails `accepts` gets `message`. */
export function refine<T>(validator: Validator<T>, accepts: (value: T) => boolean, message: string): Validator<T> {
  return defineValidator(validator.label, (value, path) => {
    const checked = validator(value, path);
    if (!accepts(checked)) throw new InvalidValue(path, message);
    return checked;
  });
}

/** Maps a valid value (wp_localize_script's "1" to true, "5000" to 5000). */
export function transform<T, U>(validator: Validator<T>, map: (value: T) => U): Validator<U> {
  return defineValidator(validator.label, (value, path) => map(validator(value, path)));
}
