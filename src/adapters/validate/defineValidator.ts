import type { Path, Validator } from './types.ts';

/** Names a check function with the label its messages use. */
export function defineValidator<T>(label: string, check: (value: unknown, path: Path) => T): Validator<T> {
  return Object.assign(check, { label });
}
