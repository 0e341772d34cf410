/** Where a value sits inside a global: object keys and array indexes, e.g. `['params', 'lifetime']`. */
export type Path = readonly (string | number)[];

/**
 * Checks one value and returns it (or what it maps to), else throws InvalidValue with the path of the
 * first bad key. `label` names what it accepts, for messages ("expected string, received number").
 */
export interface Validator<T> {
  (value: unknown, path: Path): T;
  readonly label: string;
}

/** A validator whose key may be absent from its object (then the key stays absent in the output). */
export interface OptionalValidator<T> extends Validator<T | undefined> {
  readonly optional: true;
}

/** The type a validator returns. */
export type Infer<V> = V extends Validator<infer T> ? T : never;

export type Shape = Readonly<Record<string, Validator<unknown>>>;

type OptionalKeys<S extends Shape> = { [K in keyof S]: S[K] extends OptionalValidator<unknown> ? K : never }[keyof S];

/** An object validator's output: optional keys are optional properties, as the global may omit them. */
export type ObjectOf<S extends Shape> = { [K in Exclude<keyof S, OptionalKeys<S>>]: Infer<S[K]> } & {
  [K in OptionalKeys<S>]?: Infer<S[K]>;
};
