import { injectStylesheet } from '../../island-kit/injectStylesheet.ts';

const STYLE_ID = 'wc-islands-address-autocomplete-css';

/**
 * The popup's look, under `:where()` so it has no specificity: WooCommerce's own
 * address-autocomplete stylesheet, or the theme's, wins wherever it styles the same classes.
 */
const CSS = `:where(.woocommerce-address-suggestions){position:absolute;z-index:1000;box-sizing:border-box;background:#fff;color:#333;border:1px solid #aaa;box-shadow:0 4px 10px rgba(0,0,0,.15)}
:where(.woocommerce-address-suggestions .suggestions-list){list-style:none;margin:0;padding:0}
:where(.woocommerce-address-suggestions .suggestions-list li){padding:.5em .75em;cursor:pointer}
:where(.woocommerce-address-suggestions .suggestions-list li.active){background:#1d4ed8;color:#fff}
:where(.woocommerce-address-autocomplete-branding){justify-content:flex-end;align-items:center;gap:.25em;padding:.25em .75em;font-size:.75em;border-top:1px solid #ddd}`;

/** Adds the popup's stylesheet once per document. */
export function ensureStyles(doc: Document): void {
  injectStylesheet(doc, STYLE_ID, CSS);
}
