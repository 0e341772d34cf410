import type { CartView } from '../store/cart.ts';
import { cartItemData } from './cartItemData.ts';
import { escapeAttr, escapeHtml } from './escape.ts';
import { priceAmount } from './price.ts';
import { productImage } from './productImage.ts';
import { paths } from './urls.ts';

export interface MiniCartContext {
  siteUrl: string;
  /** Nonce for `_wpnonce` on remove links (action woocommerce-cart). */
  cartNonce: string;
}

export function removeItemUrl(ctx: MiniCartContext, key: string): string {
  return `${ctx.siteUrl}${paths.cart}?remove_item=${key}&_wpnonce=${ctx.cartNonce}`;
}

/** esc_url() output: `&` becomes `&#038;`, as in the captured fragments. */
export function removeItemHref(ctx: MiniCartContext, key: string): string {
  return escapeAttr(removeItemUrl(ctx, key)).replace(/&amp;/g, '&#038;');
}

function miniCartItem(ctx: MiniCartContext, line: CartView['lines'][number]): string {
  const { product, item } = line;
  const remove = `<a role="button" href="${removeItemHref(ctx, item.key)}" class="remove remove_from_cart_button" `
    + `aria-label="${escapeAttr(`Remove ${product.name} from cart`)}" data-product_id="${item.productId}" `
    + `data-cart_item_key="${item.key}" data-product_sku="${escapeAttr(product.sku)}" `
    + `data-success_message="&ldquo;${escapeAttr(product.name)}&rdquo; has been removed from your cart">&times;</a>`;
  return '\t\t\t\t\t\t<li class="woocommerce-mini-cart-item mini_cart_item">\n'
    + `\t\t\t\t\t${remove}\t\t\t\t\t\t\t\t\t\t\t<a href="${escapeAttr(ctx.siteUrl + paths.product(product.slug))}">\n`
    + `\t\t\t\t\t\t\t${productImage(ctx.siteUrl, product, { size: 324, decorative: true })}${escapeHtml(product.name)}\t\t\t\t\t\t</a>\n`
    + `\t\t\t\t\t\t\t\t\t\t${cartItemData(product, item)}\t\t\t\t\t<span class="quantity">${item.quantity} &times; ${priceAmount(product.priceCents)}</span>\t\t\t\t</li>\n`;
}

/** templates/cart/mini-cart.php (reference s7.2), wrapped in the fragment div. */
export function miniCartContent(ctx: MiniCartContext, view: CartView): string {
  if (view.lines.length === 0) {
    return '<div class="widget_shopping_cart_content">\n\n\t<p class="woocommerce-mini-cart__empty-message">No products in the cart.</p>\n\n\n</div>';
  }
  return '<div class="widget_shopping_cart_content">\n\n\t<ul class="woocommerce-mini-cart cart_list product_list_widget ">\n'
    + view.lines.map((line) => miniCartItem(ctx, line)).join('')
    + '\t\t\t\t\t</ul>\n\n\t<p class="woocommerce-mini-cart__total total">\n'
    + `\t\t<strong>Subtotal:</strong> ${priceAmount(view.subtotalCents)}\t</p>\n\n\t\n`
    + `\t<p class="woocommerce-mini-cart__buttons buttons"><a href="${escapeAttr(ctx.siteUrl + paths.cart)}" class="button wc-forward">View cart</a>`
    + `<a href="${escapeAttr(ctx.siteUrl + paths.checkout)}" class="button checkout wc-forward">Checkout</a></p>\n\n\t\n\n</div>`;
}
