import { EMPTY_BODY, readJsonBody } from './readJsonBody.ts';

/**
 * A successful answer: the raw Response with `parse: false`, `null` for 204 No Content (spec s7) and
 * for an empty body (as api-fetch 7.55+), else the parsed JSON; bad JSON rejects with `invalid_json`.
 */
export async function parseResponse(response: Response, parse = true): Promise<unknown> {
  if (!parse) return response;
  if (response.status === 204) return null;
  const body = await readJsonBody(response);
  return body === EMPTY_BODY ? null : body;
}
