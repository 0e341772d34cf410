// Requests (spec s9)
/** spec s9 / s7: media post-process retries at most. */
export const MEDIA_POST_PROCESS_MAX_RETRIES = 5;
/** spec s9 / s7: page size when fetching per_page=-1. */
export const REST_PAGE_SIZE = 100;
/** spec s9: an island chunk that has not loaded after this long counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
