import { injectStylesheet } from '../../../island-kit/injectStylesheet.ts';

/**
 * What the island draws: the slider's viewport and track, the thumbnail buttons, the zoom layer and
 * the full-screen trigger. Class names are flexslider's and WooCommerce's, so theme styles for them
 * still apply; the thumbnails take the same 25% columns as the plain-HTML gallery (no shift).
 */
const CSS = `.woocommerce-product-gallery{position:relative}
.woocommerce-product-gallery .flex-viewport{overflow:hidden}
.woocommerce-product-gallery .flex-viewport .woocommerce-product-gallery__wrapper{display:flex;margin:0;touch-action:pan-y pinch-zoom}
.woocommerce-product-gallery .flex-viewport .woocommerce-product-gallery__image{flex:0 0 100%;min-width:0;width:100%;display:block;position:relative;overflow:hidden}
.woocommerce-product-gallery .flex-viewport .woocommerce-product-gallery__image img{display:block;width:100%;height:auto}
.woocommerce-product-gallery .flex-viewport :is(a,img){-webkit-user-drag:none;user-select:none}
.woocommerce-product-gallery .flex-control-thumbs{display:flex;flex-wrap:wrap;list-style:none;margin:0;padding:0}
.woocommerce-product-gallery .flex-control-thumbs li{width:25%;margin:0;padding:0}
.woocommerce-product-gallery .flex-control-thumbs button{display:block;width:100%;padding:0;margin:0;border:0;background:none;cursor:pointer;opacity:.6}
.woocommerce-product-gallery .flex-control-thumbs button[aria-current=true],.woocommerce-product-gallery .flex-control-thumbs button:hover{opacity:1}
.woocommerce-product-gallery .flex-control-thumbs img{display:block;width:100%;height:auto}
.woocommerce-product-gallery .zoomImg{position:absolute;top:0;left:0;max-width:none!important;width:auto!important;opacity:0;pointer-events:none;transition:opacity .1s}
.woocommerce-product-gallery__trigger{position:absolute;top:.5em;inset-inline-end:.5em;z-index:9;width:2.5em;height:2.5em;border:0;border-radius:50%;background:#fff;box-shadow:0 1px 3px rgba(0,0,0,.3);cursor:pointer;font-size:1em;line-height:1}`;

export function ensureStyles(doc: Document): void {
  injectStylesheet(doc, 'wc-islands-product-gallery-css', CSS);
}
