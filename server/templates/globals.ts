import { analyticsGlobals } from '../analytics/analyticsGlobals.ts';
import type { User } from '../store/createUsers.ts';
import { ORDER_ATTRIBUTION_FIELDS, ORDER_ATTRIBUTION_PREFIX } from '../attribution/orderAttributionFields.ts';
import type { Json } from '../util/phpJson.ts';
import { wpLocalizeEncode } from '../util/phpJson.ts';
import { md5 } from '../util/hash.ts';
import { paths } from './urls.ts';

/** wp_localize_script() output: `<script id="{handle}-js-extra">var name = {...};` plus WP 6.9's sourceURL line. */
export function localizeScript(handle: string, variables: ReadonlyArray<readonly [string, Json]>): string {
  const lines = variables.map(([name, value]) => `var ${name} = ${wpLocalizeEncode(value)};`).join('\n');
  return `<script id="${handle}-js-extra">\n${lines}\n//# sourceURL=${handle}-js-extra\n</script>\n`;
}

const AJAX_URL = '/wp-admin/admin-ajax.php';
const WC_AJAX_URL = '/?wc-ajax=%%endpoint%%';

/** cart-fragments keys: md5 of blog id + site URL + theme, so two stores on one origin don't share storage. */
export function cartStorageHash(siteUrl: string): string {
  return md5(`1_${siteUrl}/storefront`);
}

/** The head globals WooCommerce prints on every storefront page (shop.html order). */
export function headGlobals(siteUrl: string, isCart: boolean): string {
  const storageHash = cartStorageHash(siteUrl);
  return localizeScript('wc-add-to-cart', [['wc_add_to_cart_params', {
    ajax_url: AJAX_URL, wc_ajax_url: WC_AJAX_URL, i18n_view_cart: 'View cart',
    cart_url: siteUrl + paths.cart, is_cart: isCart ? '1' : '', cart_redirect_after_add: 'no',
  }]])
    + localizeScript('woocommerce', [['woocommerce_params', {
      ajax_url: AJAX_URL, wc_ajax_url: WC_AJAX_URL, i18n_password_show: 'Show password', i18n_password_hide: 'Hide password',
    }]])
    + localizeScript('wc-cart-fragments', [['wc_cart_fragments_params', {
      ajax_url: AJAX_URL, wc_ajax_url: WC_AJAX_URL, cart_hash_key: `wc_cart_hash_${storageHash}`,
      fragment_name: `wc_fragments_${storageHash}`, request_timeout: '5000',
    }]]);
}

/** Footer globals: Storefront navigation strings, WooCommerce order attribution (values as captured) and analytics. */
export function footerGlobals(siteUrl: string, user: User | null = null): string {
  return localizeScript('storefront-navigation', [['storefrontScreenReaderText', {
    expand: 'Expand child menu', collapse: 'Collapse child menu',
  }]])
    // Mailjet's subscription widget script (carousel-theme-newsletter-contract s3.2): admin_url('admin-ajax.php').
    + localizeScript('wp_mailjet_subscribe_widget-front-script', [['mjWidget', { ajax_url: `${siteUrl}${AJAX_URL}` }]])
    + localizeScript('wc-order-attribution', [['wc_order_attribution', {
      params: {
        lifetime: 0.00001, session: 30, base64: false, ajaxurl: `${siteUrl}${AJAX_URL}`,
        prefix: ORDER_ATTRIBUTION_PREFIX, allowTracking: true,
      },
      fields: { ...ORDER_ATTRIBUTION_FIELDS },
    }]])
    + analyticsGlobals(siteUrl, user);
}

export const ISLANDS_SCRIPT_PATH = '/wp-content/plugins/wc-islands/dist/wc-islands.js';

/**
 * The loader's URL. Like WordPress's `?ver=`, the version makes the URL change whenever the build
 * does, so the file can be cached for good and a warm page load asks the network for nothing.
 */
export function islandsScriptSrc(version = ''): string {
  return version ? `${ISLANDS_SCRIPT_PATH}?ver=${encodeURIComponent(version)}` : ISLANDS_SCRIPT_PATH;
}

/**
 * The loader's script tag, after a modulepreload of the chunk it imports (as the plugin prints it): the
 * browser fetches both at once instead of one after the other, a round trip less before any island
 * (issue #29). The preload's URL is the import's own: no `?ver=`, the chunk's name carries its hash.
 */
export function islandsScriptTag(version = '', loaderChunk = ''): string {
  const preload = loaderChunk ? `<link rel="modulepreload" href="${ISLANDS_SCRIPT_PATH.replace(/wc-islands\.js$/, loaderChunk)}" />\n` : '';
  return `${preload}<script type="module" src="${islandsScriptSrc(version)}"></script>\n`;
}
