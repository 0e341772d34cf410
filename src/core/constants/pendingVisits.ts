// Attribution's first-touch capture (spec s4 'Order attribution'); shared by the loader and the attribution chunk.
/**
 * Beyond spec s4: sessionStorage key of page views the loader captured for the attribution chunk to
 * record (a shopper may leave a page before that chunk has loaded).
 */
export const ATTRIBUTION_PENDING_VISITS_KEY = 'wc_islands_pending_visits';
/** Beyond spec s4: the most page views kept waiting; a shopper does not pass more pages before an idle moment. */
export const ATTRIBUTION_PENDING_VISITS_MAX = 10;
