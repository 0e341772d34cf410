/** Why a cart request produced no usable answer; every kind ends in the spec's fallback (s8). */
export type CartFailure = 'network' | 'http' | 'invalid-json' | 'empty' | 'timeout';

export class CartRequestError extends Error {
  override readonly name = 'CartRequestError';
  readonly failure: CartFailure;
  readonly status: number | undefined;

  constructor(failure: CartFailure, message: string, status?: number) {
    super(message);
    this.failure = failure;
    this.status = status;
  }
}
