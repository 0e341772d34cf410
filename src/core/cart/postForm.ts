import { numberText } from '../text/numberText.ts';
import { CartRequestError } from './CartRequestError.ts';
import { readJsonLeniently } from './readJsonLeniently.ts';

export interface PostFormOptions {
  readonly signal?: AbortSignal;
  readonly fetch?: typeof fetch;
}

/**
 * POSTs form data the way jQuery did for WooCommerce (same content type, so server filters and WAF
 * rules see what they always saw) and returns the parsed JSON answer, taken out of any text PHP printed
 * around it. Anything else, including a 200 with an empty or unreadable body, is a CartRequestError.
 */
export async function postForm(url: string, data: Record<string, unknown>, options: PostFormOptions = {}): Promise<unknown> {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(data)) {
    if (value !== undefined && value !== null) body.append(key, typeof value === 'number' ? numberText(value) : String(value));
  }
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(url, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8', 'X-Requested-With': 'XMLHttpRequest' },
      body,
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    const aborted = options.signal?.aborted === true;
    throw new CartRequestError(aborted ? 'timeout' : 'network', aborted ? 'request aborted' : String(error));
  }
  if (!response.ok) throw new CartRequestError('http', `HTTP ${response.status}`, response.status);
  const text = await response.text();
  if (!text.trim()) throw new CartRequestError('empty', 'empty answer', response.status);
  const answer = readJsonLeniently(text);
  if (answer === undefined) throw new CartRequestError('invalid-json', 'answer is not JSON', response.status);
  return answer;
}
