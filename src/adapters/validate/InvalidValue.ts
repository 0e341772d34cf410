import type { Path } from './types.ts';

/**
 * A value that failed validation, with the path of the bad key. `wrongType` tells a union that the
 * value was not of this option's kind at all (so another option's more specific message may be better).
 */
export class InvalidValue extends Error {
  override readonly name = 'InvalidValue';
  readonly path: Path;
  readonly wrongType: boolean;

  constructor(path: Path, message: string, wrongType = false) {
    super(message);
    this.path = path;
    this.wrongType = wrongType;
  }
}

/** What a value is, in a message: `null`, `array`, `NaN`, a platform object's tag (`HTMLAnchorElement`), or its typeof. */
export function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value);
  if (Array.isArray(value)) return 'array';
  const tag = typeof value === 'object' ? Object.prototype.toString.call(value).slice(8, -1) : 'Object';
  return tag === 'Object' ? typeof value : tag;
}

/** The error for a value of the wrong kind: "expected string, received number". */
export function wrongKind(label: string, value: unknown, path: Path): InvalidValue {
  return new InvalidValue(path, `expected ${label}, received ${kindOf(value)}`, true);
}

export function isInvalidValue(error: unknown): error is InvalidValue {
  return error instanceof InvalidValue;
}
