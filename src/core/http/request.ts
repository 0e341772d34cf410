import { boundedSignal } from './boundedSignal.ts';
import { formBody } from './formBody.ts';
import type { HttpResult } from './types.ts';

const FORM_TYPE = 'application/x-www-form-urlencoded; charset=UTF-8';

export interface RequestOptions<T> {
  /** Default 'POST' with a body, else 'GET'. */
  readonly method?: 'GET' | 'POST';
  /** Form fields, sent url-encoded like jQuery.ajax's `data` (same content type, so server filters and WAF rules see what they always saw). */
  readonly form?: URLSearchParams | Readonly<Record<string, unknown>>;
  /** A JSON body (`Content-Type: application/json`), instead of `form`. */
  readonly json?: unknown;
  /** Extra headers (a REST nonce); X-Requested-With is always sent, as jQuery did. */
  readonly headers?: Readonly<Record<string, string>>;
  readonly signal?: AbortSignal;
  /** Aborts the request, and the reading of its answer, after this many ms (a 'timeout'); default none. */
  readonly timeoutMs?: number;
  readonly fetch?: typeof fetch;
  /** Reads a 2xx answer's text (jsonAnswer with a schema); default: the text as it is. */
  readonly read?: (text: string) => HttpResult<T> | Promise<HttpResult<T>>;
}

const asText = (text: string): HttpResult<string> => ({ ok: true, value: text });

function bodyOf(options: RequestOptions<unknown>): { body?: string; type?: string } {
  if (options.json !== undefined) return { body: JSON.stringify(options.json), type: 'application/json' };
  if (options.form === undefined) return {};
  const form = options.form instanceof URLSearchParams ? options.form : formBody(options.form);
  return { body: form.toString(), type: FORM_TYPE };
}

/**
 * The one request of the bundle (wc-ajax, admin-ajax, a REST form post): same-origin credentials,
 * `X-Requested-With` as jQuery sent it, an optional time bound covering the body too, and one result:
 * the answer read by `read`, or an HttpError. Never rejects.
 */
export async function request(url: string, options?: RequestOptions<string>): Promise<HttpResult<string>>;
export async function request<T>(url: string, options: RequestOptions<T> & { readonly read: (text: string) => HttpResult<T> | Promise<HttpResult<T>> }): Promise<HttpResult<T>>;
export async function request<T>(url: string, options: RequestOptions<T> = {}): Promise<HttpResult<T>> {
  const { body, type } = bodyOf(options);
  const bound = boundedSignal(options.signal, options.timeoutMs);
  const failed = (error: unknown): HttpResult<T> => {
    if (options.signal?.aborted === true) return { ok: false, error: { kind: 'aborted' } };
    if (bound.timedOut()) return { ok: false, error: { kind: 'timeout' } };
    return { ok: false, error: { kind: 'network', message: String(error) } };
  };
  try {
    let response: Response;
    try {
      response = await (options.fetch ?? fetch)(url, {
        method: options.method ?? (body === undefined ? 'GET' : 'POST'),
        credentials: 'same-origin',
        headers: { ...(type ? { 'Content-Type': type } : {}), 'X-Requested-With': 'XMLHttpRequest', ...options.headers },
        ...(body === undefined ? {} : { body }),
        ...(bound.signal ? { signal: bound.signal } : {}),
      });
    } catch (error) {
      return failed(error);
    }
    if (!response.ok) return { ok: false, error: { kind: 'http', status: response.status } };
    let text: string;
    try {
      // Headers can come and the body stall: the bound covers the reading too.
      text = await response.text();
    } catch (error) {
      return failed(error);
    }
    bound.done();
    return await (options.read ?? (asText as unknown as (text: string) => HttpResult<T>))(text);
  } finally {
    bound.done();
  }
}
