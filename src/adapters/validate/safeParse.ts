import { isInvalidValue, type InvalidValue } from './InvalidValue.ts';
import type { Validator } from './types.ts';

export type ParseResult<T> = { readonly success: true; readonly data: T } | { readonly success: false; readonly error: InvalidValue };

/** Runs a validator from the root, returning the failure instead of throwing it. */
export function safeParse<T>(validator: Validator<T>, value: unknown): ParseResult<T> {
  try {
    return { success: true, data: validator(value, []) };
  } catch (error) {
    if (isInvalidValue(error)) return { success: false, error };
    throw error;
  }
}
