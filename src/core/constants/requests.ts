// Requests (spec s9)
/** spec s9 / s7: media post-process retries at most. */
export const MEDIA_POST_PROCESS_MAX_RETRIES = 5;
/** spec s9 / s7: page size when fetching per_page=-1. */
export const REST_PAGE_SIZE = 100;
/**
 * Not in the spec (issue #26): the most pages one per_page=-1 request fetches (10,000 items at
 * REST_PAGE_SIZE), so a server that keeps linking a next page cannot keep it going; past it the
 * request rejects (rest_fetch_all_too_many_pages) rather than return part of the list as all of it.
 */
export const REST_FETCH_ALL_MAX_PAGES = 100;
/** spec s9: an island chunk that has not loaded after this long counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
