// Size budgets, in gzipped bytes, shared by `npm run size` (scripts/check-size.ts) and the benchmark
// (scripts/bench/budgets.ts). Foundation issue s2, the benchmark issue and issue #15.

/** The loader: entry + loader chunk. */
export const LOADER_BUDGET_GZ = 6_000;
/** One island's chunk, besides vendor code. */
export const CHUNK_BUDGET_GZ = 10_000;
/** Vendor chunks are measured and reported, outside the per-island budget. */
export const VENDOR_CHUNK = /^(react|vendor-)/;
/**
 * jQuery 3.7.1, jQuery Migrate, BlockUI, js-cookie and sourcebuster as WooCommerce prints them on every
 * page: 43.9 KB gz (the benchmark's jQuery-era column, measured from the npm packages).
 */
export const JQUERY_ERA_LIBRARIES_GZ = 43_900;
/**
 * Every island's framework-free code that mounts on every page (scripts/chunkGroups.ts): `site`, and
 * `site-later` for the islands that wait (issue #29); budgeted each and together.
 */
export const SITE_CHUNK = /^site-(?!(later-)?views-)/;
/**
 * One page family's framework-free islands in one request. The checkout family replaces checkout.js,
 * country-select.js, address-i18n.js and selectWoo: 29.1 KB gz of WooCommerce 11's files (the real
 * capture in fixtures/real-wc/checkout-classic.html) on top of the libraries above; 20 KB keeps it under.
 */
export const FAMILY_CHUNK_BUDGET_GZ = 20_000;
export const FAMILY_CHUNK = /^(checkout|product|content)-(?!views-)/;

/**
 * zxcvbn, fetched only when a shopper focuses a new-password field (docs/reference/my-account.md s4): no
 * more than WordPress's own wp-includes/js/zxcvbn.min.js, which zxcvbn-async loads (398,311 B gz in 7.1).
 */
export const ESTIMATOR_CHUNK_BUDGET_GZ = 398_311;
export const ESTIMATOR_CHUNK = /^zxcvbn-/;

/**
 * A chunk's budget (null: vendor, reported only). The `site` chunk gets what the loader leaves of the
 * jQuery-era libraries' cost, so the loader and it together never cost a page more than those did.
 */
export function chunkBudgetGz(name: string, loaderGz: number): number | null {
  if (ESTIMATOR_CHUNK.test(name)) return ESTIMATOR_CHUNK_BUDGET_GZ;
  if (VENDOR_CHUNK.test(name)) return null;
  if (SITE_CHUNK.test(name)) return JQUERY_ERA_LIBRARIES_GZ - loaderGz;
  return FAMILY_CHUNK.test(name) ? FAMILY_CHUNK_BUDGET_GZ : CHUNK_BUDGET_GZ;
}
