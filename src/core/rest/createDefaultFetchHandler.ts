import { parseErrorResponse } from './parseErrorResponse.ts';
import { parseResponse } from './parseResponse.ts';
import { restError } from './restErrors.ts';
import type { ApiFetchHandler } from './types.ts';

const ACCEPT = 'application/json, */*;q=0.1';

/** Sends the request and reads the answer (api-fetch-behaviours.md s4). */
export function createDefaultFetchHandler(fetchImpl: typeof fetch): ApiFetchHandler {
  return async (options) => {
    const { url, path, data, parse = true, namespace: _namespace, endpoint: _endpoint, ...init } = options;
    const headers: Record<string, string> = { Accept: ACCEPT, ...init.headers };
    let body = init.body;
    if (data) {
      // `data` wins over a caller's Content-Type: it is JSON by definition.
      body = JSON.stringify(data);
      headers['Content-Type'] = 'application/json';
    }
    let response: Response;
    try {
      response = await fetchImpl(url ?? path ?? '', {
        credentials: 'include',
        ...init,
        ...(body === undefined ? {} : { body }),
        headers,
      });
    } catch (error) {
      // An abort is the caller's own doing: hand it back untouched so `signal` users can tell.
      if ((error as { name?: unknown } | null)?.name === 'AbortError') throw error;
      throw restError('fetch');
    }
    const ok = response.status >= 200 && response.status < 300;
    return ok ? parseResponse(response, parse) : parseErrorResponse(response, parse);
  };
}
