import { EMPTY_BODY, readJsonBody } from './readJsonBody.ts';
import { restError } from './restErrors.ts';

/**
 * Rejects with a failed answer: the raw Response with `parse: false`; else the server's WP_Error body
 * (`{code, message, data}`) when it has a code, `unknown_error` when it has none, `invalid_json` when
 * it is empty or unreadable (spec s8).
 */
export async function parseErrorResponse(response: Response, parse = true): Promise<never> {
  if (!parse) throw response;
  const body = await readJsonBody(response);
  if (body === EMPTY_BODY) throw restError('invalidJson');
  if (typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'string') throw body;
  throw restError('unknown');
}
