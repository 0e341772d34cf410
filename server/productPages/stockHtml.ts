import type { Product } from '../store/Product.ts';

/** wc_get_stock_html() with the default stock format ("6 in stock"); nothing for unmanaged stock. */
export function stockHtml(p: Product): string {
  if (p.stockStatus !== 'instock') return '<p class="stock out-of-stock">Out of stock</p>';
  return p.stockQuantity === null ? '' : `<p class="stock in-stock">${p.stockQuantity} in stock</p>`;
}
