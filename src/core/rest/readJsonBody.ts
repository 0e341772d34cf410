import { restError } from './restErrors.ts';

/** Marks an answer with an empty body, which is not the same as a body holding `null`. */
export const EMPTY_BODY: unique symbol = Symbol('empty body');

/**
 * Reads a body as JSON; anything unreadable rejects with `invalid_json` (spec s8). Reads text and
 * parses it when it can, so an empty body is told apart from bad JSON; objects offering only
 * `json()` (test doubles, api-fetch's own mocks) are read through that.
 */
export async function readJsonBody(response: Response): Promise<unknown> {
  try {
    if (typeof response.text === 'function') {
      const text = await response.text();
      return text === '' ? EMPTY_BODY : (JSON.parse(text) as unknown);
    }
    if (typeof response.json === 'function') return (await response.json()) as unknown;
  } catch {
    // Fall through: a body that cannot be read or parsed is invalid JSON.
  }
  throw restError('invalidJson');
}
