import { readFileSync } from 'node:fs';

/**
 * What the wc-islands WordPress plugin (plugin/) does to a page WordPress renders, applied to the real
 * WooCommerce captures in fixtures/real-wc/ so the demo store can serve them the way a store with the
 * plugin would, and browser tests check the bundle on that markup unchanged:
 * - a replaced handle keeps its localized `{handle}-js-extra` data block but loses its `<script src>`;
 * - unless a script that stays (cart.js, checkout.js, a gateway) depends on it, directly or through its
 *   dependencies as WooCommerce registered them: then it stays, with its whole chain, and the islands
 *   that do its job are listed as off in the plugin's settings block (never both at once);
 * - jQuery, BlockUI and js-cookie print only while something that stays needs them;
 * - the wc-islands module prints once.
 * The real plugin is tested in a real WordPress (tests/wordpress/); this is the demo store's model of it.
 */

/** Every handle some island replaces (plugin/islands.php, generated from src/islands/<name>/handles.ts; a unit test keeps them equal). */
export const REPLACED_HANDLES = [
  'jetpack-carousel',
  'password-strength-meter',
  'selectWoo',
  'sourcebuster-js',
  'storefront-handheld-footer-bar',
  'storefront-header-cart',
  'storefront-navigation',
  'storefront-woocommerce-brands',
  'wc-account-i18n',
  'wc-add-to-cart',
  'wc-add-to-cart-variation',
  'wc-address-autocomplete',
  'wc-address-i18n',
  'wc-cart',
  'wc-cart-fragments',
  'wc-checkout',
  'wc-country-select',
  'wc-flexslider',
  'wc-lost-password',
  'wc-order-attribution',
  'wc-password-strength-meter',
  'wc-photoswipe',
  'wc-photoswipe-ui-default',
  'wc-single-product',
  'wc-zoom',
  'woocommerce',
] as const;

/** The islands that list `woocommerce` (woocommerce.js does all their jobs; a unit test keeps this equal to their handles.ts). */
export const WOOCOMMERCE_JS_ISLANDS = ['catalog-ordering', 'coming-soon-banner', 'password-toggle', 'store-notice', 'woocommerce-general'] as const;

/** Dependencies as a real WooCommerce 11 store registered them (fixtures/wordpress/pages.json, dumped from ../shared/realstore). */
const registered = (
  JSON.parse(readFileSync(new URL('../../fixtures/wordpress/pages.json', import.meta.url), 'utf8')) as { registered: Record<string, { deps: string[] }> }
).registered;

/** Handles a set of staying scripts needs, through their dependencies (WordPress's own resolution). */
function neededBy(kept: readonly string[]): Set<string> {
  const needed = new Set<string>();
  const stack = [...kept];
  while (stack.length) {
    for (const dependency of registered[stack.pop()!]?.deps ?? []) {
      if (needed.has(dependency)) continue;
      needed.add(dependency);
      // A replaced handle that stays brings its own chain; jquery is an alias of jquery-core + migrate.
      stack.push(dependency);
    }
  }
  return needed;
}

const SCRIPT_WITH_SRC = /<script\b[^>]*\bsrc=[^>]*><\/script>\n?/g;
const handleOf = (tag: string): string | undefined => /\bid=["']([^"']+)-js["']/.exec(tag)?.[1];

/**
 * `islandsOff` models islands switched off in the plugin's settings (island name -> the handles it lists):
 * their legacy scripts stay, with everything they depend on, and the bundle leaves their markup alone.
 */
export function applyMuPlugin(html: string, moduleSrc: string, islandsOff: Readonly<Record<string, readonly string[]>> = {}): string {
  const printed = [...html.matchAll(SCRIPT_WITH_SRC)].map(([tag]) => handleOf(tag)).filter((handle): handle is string => Boolean(handle));
  const kept = new Set(Object.values(islandsOff).flat());
  const replaced = new Set<string>(REPLACED_HANDLES.filter((handle) => !kept.has(handle)));
  // A printed handle that no island replaces and no other printed script depends on is a script that stays.
  const dependencies = neededBy(printed);
  const staying = printed.filter((handle) => !replaced.has(handle) && !dependencies.has(handle));
  const needed = neededBy(staying);
  const dropped = new Set(printed.filter((handle) => !needed.has(handle) && !staying.includes(handle)));
  const withoutScripts = html.replace(SCRIPT_WITH_SRC, (tag) => (dropped.has(handleOf(tag) ?? '') ? '' : tag));
  const disabled = [...Object.keys(islandsOff), ...(needed.has('woocommerce') ? WOOCOMMERCE_JS_ISLANDS : [])];
  const settings = `<script type="application/json" id="wc-islands-settings">${JSON.stringify({ disabled })}</script>\n`;
  return withoutScripts
    .replace('</head>', `<script type="module" src="${moduleSrc}"></script>\n</head>`)
    .replace('</body>', `${settings}</body>`);
}
