import { numberText } from '../text/numberText.ts';
import { CartRequestError } from './CartRequestError.ts';
import { readJsonLeniently } from './readJsonLeniently.ts';

export interface PostFormOptions {
  readonly signal?: AbortSignal;
  /** Aborts the request, and the reading of its answer, after this many ms (a 'timeout'); default none. */
  readonly timeoutMs?: number;
  readonly fetch?: typeof fetch;
}

/** The caller's signal, made to abort also once `timeoutMs` has passed; `done` stops the timer. */
function boundedSignal(options: PostFormOptions): { signal: AbortSignal | undefined; done: () => void } {
  const { signal, timeoutMs } = options;
  if (timeoutMs === undefined) return { signal, done: () => undefined };
  const bound = new AbortController();
  const abort = (): void => bound.abort();
  if (signal?.aborted) abort();
  signal?.addEventListener('abort', abort, { once: true });
  const timer = setTimeout(abort, timeoutMs);
  return {
    signal: bound.signal,
    done: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', abort);
    },
  };
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
  const { signal, done } = boundedSignal(options);
  const failed = (error: unknown): CartRequestError => signal?.aborted === true
    ? new CartRequestError('timeout', 'request aborted')
    : new CartRequestError('network', String(error));
  try {
    let response: Response;
    try {
      response = await (options.fetch ?? fetch)(url, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8', 'X-Requested-With': 'XMLHttpRequest' },
        body,
        ...(signal ? { signal } : {}),
      });
    } catch (error) {
      throw failed(error);
    }
    if (!response.ok) throw new CartRequestError('http', `HTTP ${response.status}`, response.status);
    // Headers can come and the body stall: the bound covers the reading too.
    const text = await response.text().catch((error: unknown) => Promise.reject(failed(error)));
    if (!text.trim()) throw new CartRequestError('empty', 'empty answer', response.status);
    const answer = readJsonLeniently(text);
    if (answer === undefined) throw new CartRequestError('invalid-json', 'answer is not JSON', response.status);
    return answer;
  } finally {
    done();
  }
}
