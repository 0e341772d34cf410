import type { ApiFetchError } from './types.ts';

/**
 * The client's own errors with the spec's texts (spec s8 "Request errors"). The spec keeps the
 * older api-fetch wording: 'You are probably offline.' and `unknown_error`, no `offline_error`.
 */
export const REST_ERRORS = {
  invalidJson: { code: 'invalid_json', message: 'The response is not a valid JSON response.' },
  unknown: { code: 'unknown_error', message: 'An unknown error occurred.' },
  fetch: { code: 'fetch_error', message: 'You are probably offline.' },
  // Not in the spec (issue #26): a per_page=-1 request that could not fetch the whole list.
  fetchAllOffOrigin: { code: 'rest_fetch_all_off_origin', message: 'The next page of the list is on another site.' },
  fetchAllTooManyPages: { code: 'rest_fetch_all_too_many_pages', message: 'The list has more pages than one request fetches.' },
  postProcess: {
    code: 'post_process',
    message: 'Media upload failed. If this is a photo or a large image, please scale it down and try again.',
  },
} as const satisfies Record<string, ApiFetchError>;

/** A fresh copy, so a caller mutating the error it caught cannot change the next one. */
export function restError(kind: keyof typeof REST_ERRORS): ApiFetchError {
  return { ...REST_ERRORS[kind] };
}
