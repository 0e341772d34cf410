/**
 * sourcebuster's cookie names, aliases and marker strings (sourcebuster-behaviours.md s3), kept
 * byte-identical so visitors the legacy script already tracked carry over.
 */

/** Containers in `sbjs.get` key order; the key is the cookie name without `sbjs_` (reference s3.1). */
export const CONTAINER_COOKIES = {
  current: 'sbjs_current',
  current_add: 'sbjs_current_add',
  first: 'sbjs_first',
  first_add: 'sbjs_first_add',
  session: 'sbjs_session',
  udata: 'sbjs_udata',
  promo: 'sbjs_promo',
} as const;

/** Service cookie marking the visitor as migrated (reference s10). */
export const MIGRATIONS_COOKIE = 'sbjs_migrations';

/** The one migration sourcebuster knows: 1.0.0-beta's `|` → `|||` delimiter change (reference s10). */
export const MIGRATION_ID = '1418474375998';

/** Every cookie the tracker writes: what `removeTrackingCookies` clears (reference s13.1). */
export const TRACKING_COOKIES = [...Object.values(CONTAINER_COOKIES), MIGRATIONS_COOKIE] as const;

/** Joins `alias=value` pairs inside a cookie (reference s3.2). */
export const PAIR_DELIMITER = '|||';

/** Marker for a field with no value (reference s3.2, s4.4). */
export const NONE = '(none)';

/** Typein source and medium when none are configured (reference s2, spec s4). */
export const DIRECT_SOURCE = '(direct)';

/** Source fields in cookie order; the last four are the WooCommerce fork's (reference s3.2). */
export const SOURCE_KEYS = ['typ', 'src', 'mdm', 'cmp', 'cnt', 'trm', 'id', 'plt', 'fmt', 'tct'] as const;

/** `sbjs_current_add` / `sbjs_first_add` fields: date, entry point, referrer (reference s3.2). */
export const ADD_KEYS = ['fd', 'ep', 'rf'] as const;
