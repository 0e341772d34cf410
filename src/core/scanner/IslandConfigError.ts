/**
 * Thrown by an island whose platform configuration is missing or malformed. The scanner then disables
 * that island for the whole page (one console error naming the global and key), and its mount points
 * keep working as plain HTML.
 */
export class IslandConfigError extends Error {
  override readonly name = 'IslandConfigError';
  /** The global, e.g. `wc_add_to_cart_params`. */
  readonly global: string;
  /** The dotted key inside it, or '' when the global itself is missing or not an object. */
  readonly key: string;

  constructor(global: string, key: string, problem: string) {
    super(`${key ? `${global}.${key}` : global} ${problem}`);
    this.global = global;
    this.key = key;
  }
}
