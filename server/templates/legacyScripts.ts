/**
 * `?legacy=1` (benchmark issue): the jQuery-era libraries a classic WooCommerce page loads, from npm,
 * at WordPress's paths and with the attributes WooCommerce 11 prints (fixtures/real-wc/shop.html).
 * WooCommerce's own scripts (add-to-cart.js, cart-fragments.js, …) are not on npm and are left out.
 */
export interface LegacyScript {
  /** WordPress script id (`{handle}-js`). */
  readonly id: string;
  /** Path WordPress serves it at; the `ver` query is WordPress's cache-buster. */
  readonly path: string;
  readonly ver: string;
  /** WooCommerce registers its own libraries with `strategy => 'defer'`; core jQuery and footer scripts block. */
  readonly defer: boolean;
  /** File in node_modules (resolved from the server). */
  readonly module: string;
  /** The npm package ships no minified build: minify once at first request, as WordPress ships `.min.js`. */
  readonly minify?: true;
}

export const LEGACY_HEAD_SCRIPTS: readonly LegacyScript[] = [
  { id: 'jquery-core-js', path: '/wp-includes/js/jquery/jquery.min.js', ver: '3.7.1', defer: false, module: 'jquery/dist/jquery.min.js' },
  { id: 'jquery-migrate-js', path: '/wp-includes/js/jquery/jquery-migrate.min.js', ver: '3.4.1', defer: false, module: 'jquery-migrate/dist/jquery-migrate.min.js' },
  {
    id: 'wc-jquery-blockui-js', path: '/wp-content/plugins/woocommerce/assets/js/jquery-blockui/jquery.blockUI.min.js',
    ver: '2.7.0-wc.11.0.1', defer: true, module: 'jquery-blockui/jquery.blockUI.js', minify: true,
  },
  {
    id: 'wc-js-cookie-js', path: '/wp-content/plugins/woocommerce/assets/js/js-cookie/js.cookie.min.js',
    ver: '3.0.5', defer: true, module: 'js-cookie/dist/js.cookie.min.js',
  },
];

/** Printed in the footer, before the order-attribution data block, as WooCommerce does. */
export const LEGACY_FOOTER_SCRIPTS: readonly LegacyScript[] = [
  {
    id: 'sourcebuster-js-js', path: '/wp-content/plugins/woocommerce/assets/js/sourcebuster/sourcebuster.min.js',
    ver: '11.0.1', defer: false, module: 'sourcebuster/dist/sourcebuster.min.js',
  },
];

export function legacyScriptTags(scripts: readonly LegacyScript[]): string {
  return scripts.map((script) => script.defer
    ? `<script data-wp-strategy="defer" defer id="${script.id}" src="${script.path}?ver=${script.ver}"></script>\n`
    : `<script id="${script.id}" src="${script.path}?ver=${script.ver}"></script>\n`).join('');
}
