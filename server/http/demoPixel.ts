import { randomUUID } from 'node:crypto';
import type { Catalogue } from '../store/createCatalogue.ts';
import type { Product } from '../store/Product.ts';
import { realProductId } from '../store/benchmarkRows.ts';
import type { ShopperState } from './ShopperState.ts';

/**
 * Facebook for WooCommerce 3.7.6's AddToCart pixel, imitated for one browser (tests): with this cookie every page
 * prints the pixel's stand-in (`server/public/compat/fb-pixel.js`: a recording `window.fbq` and the empty
 * placeholder the base pixel code appends to the body), and an AJAX add's answer carries the plugin's fragment,
 * a placeholder whose script tracks AddToCart (docs/reference/fragment-scripts.md).
 * As the plugin: only `add_to_cart` answers carry it (it hooks the fragments filter from `woocommerce_ajax_added_to_cart`,
 * redirect-after-add off), only for a posted `product_id` the store knows and a posted non-zero `quantity`;
 * removal and refresh answers carry no pixel key at all.
 */
export const PIXEL_SWITCH_COOKIE = 'wcis_demo_pixel';
export const PIXEL_PLACEHOLDER_SELECTOR = 'div.wc-facebook-pixel-event-placeholder';
/** The stand-in's name among the `?compat=` fixtures (templates/compatScripts.ts). */
export const PIXEL_FIXTURE = 'fb-pixel';
const DEMO_PIXEL_ID = '1234567890';
/** The plugin's agent: "woocommerce-{WooCommerce version}-{plugin version}". */
const AGENT = 'woocommerce-11.0.1-3.7.6';

export function pixelSwitchOn(state: Pick<ShopperState, 'cookies'>): boolean {
  return state.cookies[PIXEL_SWITCH_COOKIE] === '1';
}

/** JSON safe inside a script element, as wp_json_encode escapes "/" (so no "</script>" can close it). */
const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\//g, '\\/');

/**
 * The custom data the plugin sends: `content_ids` and `contents` are JSON strings inside the object (it encodes
 * them twice), the value is price × quantity, then its version info.
 */
function addToCartParams(product: Product, quantity: number, currency: string): Record<string, unknown> {
  const id = String(product.id);
  return {
    content_ids: JSON.stringify([id]),
    content_name: product.name,
    content_type: 'product',
    contents: JSON.stringify([{ id, quantity }]),
    value: (product.priceCents * quantity) / 100,
    currency,
    source: 'woocommerce',
    version: '11.0.1',
    pluginVersion: '3.7.6',
  };
}

/**
 * The fragment: the placeholder holding an event script. Like the plugin's, it sets the agent, then tracks the
 * event with its id unless this page already fired that id (the plugin's own guard, one page load only).
 */
export function pixelAddToCartFragment(product: Product, quantity: number, currency: string, eventId = randomUUID()): Record<string, string> {
  const id = scriptJson(eventId);
  const script = [
    '<!-- Facebook Pixel Event Code -->',
    '<script type="text/javascript">',
    `fbq('set', 'agent', '${AGENT}', '${DEMO_PIXEL_ID}');`,
    'window.wcFacebookPixelFiredEvents = window.wcFacebookPixelFiredEvents || {};',
    `if (!window.wcFacebookPixelFiredEvents[${id}]) {`,
    `window.wcFacebookPixelFiredEvents[${id}] = true;`,
    `fbq('track', 'AddToCart', ${scriptJson(addToCartParams(product, quantity, currency))}, {"eventID": ${id}});`,
    '}',
    '</script>',
    '<!-- End Facebook Pixel Event Code -->',
  ].join('\n');
  return { [PIXEL_PLACEHOLDER_SELECTOR]: `<div class="wc-facebook-pixel-event-placeholder">${script}</div>` };
}

/**
 * The pixel's fragment for a successful AJAX add, or none: the switch off, or the POST body (the plugin reads
 * `$_POST`, not the query string) without a known `product_id` or with no `quantity`. The product is the posted
 * one (`wc_get_product( $_POST['product_id'] )`), which for a variable product's form is the parent.
 */
export function pixelFragmentsForAdd(catalogue: Catalogue, state: Pick<ShopperState, 'cookies'>, body: unknown): Record<string, string> {
  if (!pixelSwitchOn(state) || typeof body !== 'object' || body === null) return {};
  const posted = body as Record<string, unknown>;
  const product = catalogue.productById(realProductId(Math.trunc(Number(posted['product_id'] ?? 0))));
  const quantity = Math.trunc(Number(posted['quantity'] ?? 0));
  if (product === undefined || !Number.isFinite(quantity) || quantity === 0) return {};
  return pixelAddToCartFragment(product, quantity, catalogue.option('woocommerce_currency') ?? 'USD');
}
