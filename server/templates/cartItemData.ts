import type { CartItem } from '../store/cart.ts';
import type { Product } from '../store/Product.ts';
import { escapeHtml } from './escape.ts';

/** wc_is_attribute_in_product_name: the value ends the name or is followed by a comma in it. */
function inProductName(value: string, name: string): boolean {
  return name.toLowerCase().includes(` ${value.toLowerCase()},`) || name.toLowerCase().endsWith(` ${value.toLowerCase()}`);
}

/** sanitize_html_class: only A-Z, a-z, 0-9, `_` and `-` stay (`variation-Tank size` -> `variation-Tanksize`). */
const htmlClass = (value: string): string => value.replace(/%[a-fA-F0-9]{2}/g, '').replace(/[^A-Za-z0-9_-]/g, '');

/**
 * wc_get_formatted_cart_item_data with templates/cart/cart-item-data.php, as the mini-cart and the
 * cart page print it under the product's name: one dt/dd per variation attribute the name does not
 * already show (the value wrapped by wpautop). '' for simple products. Captured on WooCommerce 11:
 * fixtures/real-wc/get_refreshed_fragments-variation.json.
 */
export function cartItemData(product: Product, item: CartItem): string {
  const chosen = item.variation ?? product.variation;
  const rows = Object.entries(chosen).flatMap(([key, slug]) => {
    const named = product.variationLabels?.[key];
    const value = named?.value ?? slug;
    if (value === '' || inProductName(value, product.name)) return [];
    const label = named?.label ?? key.replace(/^attribute_(pa_)?/, '');
    const css = htmlClass(`variation-${label}`);
    return [`\t\t\t<dt class="${css}">${escapeHtml(label)}:</dt>\n\t\t<dd class="${css}"><p>${escapeHtml(value)}</p>\n</dd>\n`];
  });
  return rows.length === 0 ? '' : `<dl class="variation">\n${rows.join('')}\t</dl>\n`;
}
