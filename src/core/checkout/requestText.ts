import { CartRequestError } from '../cart/CartRequestError.ts';

export interface RequestTextOptions {
  readonly method?: 'GET' | 'POST';
  /** Form fields, sent form-encoded like jQuery.ajax's `data`. */
  readonly body?: URLSearchParams;
  readonly signal?: AbortSignal;
  readonly fetch?: typeof fetch;
}

/**
 * One request of cart.js / checkout.js (dataType html, or JSON read as text so a broken answer can be
 * repaired): the answer's text, or a CartRequestError (network, HTTP status, aborted).
 */
export async function requestText(url: string, options: RequestTextOptions = {}): Promise<string> {
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(url, {
      method: options.method ?? 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8', 'X-Requested-With': 'XMLHttpRequest' },
      ...(options.body ? { body: options.body } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    const aborted = options.signal?.aborted === true;
    throw new CartRequestError(aborted ? 'timeout' : 'network', aborted ? 'request aborted' : String(error));
  }
  if (!response.ok) throw new CartRequestError('http', `HTTP ${response.status}`, response.status);
  return response.text();
}
