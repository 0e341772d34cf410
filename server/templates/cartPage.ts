import type { CartTotals } from '../store/cartTotals.ts';
import { cartItemData } from './cartItemData.ts';
import { escapeAttr, escapeHtml } from './escape.ts';
import { removeItemHref } from './miniCart.ts';
import type { PageContext } from './PageContext.ts';
import { priceAmount } from './price.ts';
import { productImage } from './productImage.ts';
import { quantityInput } from './quantityInput.ts';
import { shippingCalculator } from './shippingCalculator.ts';
import { shippingRow } from './shippingRow.ts';
import { couponRows, taxRow } from './totalsRows.ts';
import { paths } from './urls.ts';

function cartRow(ctx: PageContext, line: PageContext['view']['lines'][number], index: number): string {
  const { product: p, item } = line;
  const link = escapeAttr(ctx.siteUrl + paths.product(p.slug));
  return `								<tr class="woocommerce-cart-form__cart-item cart_item">

						<td class="product-remove">
							<a role="button" href="${removeItemHref(ctx, item.key)}" class="remove" aria-label="${escapeAttr(`Remove ${p.name} from cart`)}" data-product_id="${item.productId}" data-product_sku="${escapeAttr(p.sku)}">&times;</a>						</td>

						<td class="product-thumbnail">
						<a href="${link}">${productImage(ctx.siteUrl, p, { size: 324, eager: index === 0 })}</a>						</td>

						<td role="rowheader" class="product-name" data-title="Product">
						<a href="${link}">${escapeHtml(p.name)}</a>${cartItemData(p, item)}						</td>

						<td class="product-price" data-title="Price">
							${priceAmount(p.priceCents)}						</td>

						<td class="product-quantity" data-title="Quantity">
						${quantityInput({ id: `quantity_${item.key}`, name: `cart[${item.key}][qty]`, value: item.quantity, min: 0, max: p.stockQuantity, productName: p.name })}
						</td>

						<td class="product-subtotal" data-title="Subtotal">
							${priceAmount(line.lineTotalCents)}						</td>
					</tr>
`;
}

export interface CartPageData {
  totals: CartTotals;
  /** woocommerce-shipping-calculator nonce. */
  calculatorNonce: string;
}

/** cart/cart-totals.php: what update_shipping_method answers and what cart.js swaps after each change. */
export function cartTotalsHtml(ctx: PageContext, data: CartPageData): string {
  const { totals } = data;
  const cartUrl = ctx.siteUrl + paths.cart;
  return `<div class="cart_totals ">
	<h2>Cart totals</h2>
	<table cellspacing="0" class="shop_table shop_table_responsive">
		<tr class="cart-subtotal">
			<th>Subtotal</th>
			<td data-title="Subtotal">${priceAmount(totals.subtotalCents)}</td>
		</tr>
		${couponRows(totals, cartUrl, true)}
		${shippingRow(totals, shippingCalculator(totals.destination, data.calculatorNonce, cartUrl))}
		${taxRow(totals, true)}
		<tr class="order-total">
			<th>Total</th>
			<td data-title="Total"><strong>${priceAmount(totals.totalCents)}</strong> </td>
		</tr>
	</table>
	<div class="wc-proceed-to-checkout">
<a href="${escapeAttr(ctx.siteUrl + paths.checkout)}" class="checkout-button button alt wc-forward">
	Proceed to checkout</a>
	</div>
</div>`;
}

function emptyCart(ctx: PageContext): string {
  return `<div class="wc-empty-cart-message">
	<div class="cart-empty woocommerce-info" role="status">
		Your cart is currently empty.	</div>
</div>	<p class="return-to-shop">
		<a class="button wc-backward" href="${escapeAttr(ctx.siteUrl + paths.shop)}">
			Return to shop		</a>
	</p>`;
}

/** [woocommerce_cart] shortcode markup (cart-classic.html), without cross-sells. */
export function cartPage(ctx: PageContext, data: CartPageData): string {
  const body = ctx.view.lines.length === 0 ? emptyCart(ctx) : `<form class="woocommerce-cart-form" action="${escapeAttr(ctx.siteUrl + paths.cart)}" method="post">
	<table class="shop_table shop_table_responsive cart woocommerce-cart-form__contents" cellspacing="0">
		<thead>
			<tr>
				<th scope="col" class="product-remove"><span class="screen-reader-text">Remove item</span></th>
				<th scope="col" class="product-thumbnail"><span class="screen-reader-text">Thumbnail image</span></th>
				<th scope="col" class="product-name">Product</th>
				<th scope="col" class="product-price">Price</th>
				<th scope="col" class="product-quantity">Quantity</th>
				<th scope="col" class="product-subtotal">Subtotal</th>
			</tr>
		</thead>
		<tbody>
${ctx.view.lines.map((line, i) => cartRow(ctx, line, i)).join('')}
			<tr>
				<td colspan="6" class="actions">
							<div class="coupon">
							<label for="coupon_code" class="screen-reader-text">Coupon:</label> <input type="text" name="coupon_code" class="input-text" id="coupon_code" value="" placeholder="Coupon code" /> <button type="submit" class="button" name="apply_coupon" value="Apply coupon">Apply coupon</button>
													</div>
					<button type="submit" class="button" name="update_cart" value="Update cart">Update cart</button>
					<input type="hidden" id="woocommerce-cart-nonce" name="woocommerce-cart-nonce" value="${escapeAttr(ctx.cartNonce)}" /><input type="hidden" name="_wp_http_referer" value="/cart/" />				</td>
			</tr>
		</tbody>
	</table>
	</form>

<div class="cart-collaterals">
	${cartTotalsHtml(ctx, data)}
</div>`;
  return `<article id="post-7" class="post-7 page type-page status-publish hentry">
			<header class="entry-header">
			<h1 class="entry-title">Cart</h1>		</header><!-- .entry-header -->
				<div class="entry-content">
			<div class="woocommerce"><div class="woocommerce-notices-wrapper"></div>
${body}
</div>
					</div><!-- .entry-content -->
		</article><!-- #post-## -->`;
}
