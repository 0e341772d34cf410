/**
 * What the README's mu-plugin does to a page WordPress renders: the replaced handles keep their
 * localized `{handle}-js-extra` data block but lose their `<script src>`, their jQuery-era
 * dependencies are no longer pulled in, and the wc-islands module is printed once. Used to serve
 * the real WooCommerce captures in fixtures/real-wc/ the way a store with the integration would,
 * so browser tests check the bundle on that markup unchanged. Keep the handle list in step with
 * the snippet in README.md.
 */
export const REPLACED_HANDLES = [
  'wc-add-to-cart',
  'wc-cart-fragments',
  'woocommerce',
  'sourcebuster-js',
  'wc-order-attribution',
  'wc-address-autocomplete',
  'storefront-navigation',
  'storefront-header-cart',
  'storefront-handheld-footer-bar',
  'storefront-woocommerce-brands',
  'jetpack-carousel',
  'wc-single-product',
  'wc-flexslider',
  'wc-zoom',
  'wc-photoswipe',
  'wc-photoswipe-ui-default',
  'wc-add-to-cart-variation',
] as const;

/** Dependencies only the replaced scripts needed: WordPress stops printing them once nothing depends on them. */
const ORPHANED_DEPENDENCIES = ['jquery-core', 'jquery-migrate', 'wc-jquery-blockui', 'wc-js-cookie'] as const;

export function applyMuPlugin(html: string, moduleSrc: string): string {
  const dropped = new Set<string>([...REPLACED_HANDLES, ...ORPHANED_DEPENDENCIES].map((handle) => `${handle}-js`));
  const withoutScripts = html.replace(/<script\b[^>]*\bsrc=[^>]*><\/script>\n?/g, (tag) => {
    const id = /\bid=["']([^"']+)["']/.exec(tag)?.[1];
    return id !== undefined && dropped.has(id) ? '' : tag;
  });
  return withoutScripts.replace('</head>', `<script type="module" src="${moduleSrc}"></script>\n</head>`);
}
