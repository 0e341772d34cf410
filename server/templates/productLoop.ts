import type { Product } from '../store/Product.ts';
import { isOnSale, isPurchasable } from '../store/Product.ts';
import { escapeAttr, escapeHtml } from './escape.ts';
import { productPriceHtml } from './price.ts';
import { productImage } from './productImage.ts';
import { starRating } from './starRating.ts';
import { addToCartHref, paths } from './urls.ts';

export interface LoopContext {
  siteUrl: string;
  currentPath: string;
  currentQuery: URLSearchParams;
  columns: number;
}

function productClasses(product: Product, index: number, columns: number): string {
  const position = index % columns === 0 ? 'first' : index % columns === columns - 1 ? 'last' : '';
  return [
    'product', 'type-product', `post-${product.id}`, 'status-publish', position, product.stockStatus,
    `product_cat-${product.category}`, ...product.tags.map((t) => `product_tag-${t}`), 'has-post-thumbnail',
    isOnSale(product) ? 'sale' : '', product.featured ? 'featured' : '',
    'shipping-taxable', 'purchasable', `product-type-${product.type}`,
  ].filter((c) => c !== '').join(' ');
}

/** templates/loop/add-to-cart.php with the args of reference s7.1 (WooCommerce 11). */
export function loopAddToCartButton(ctx: LoopContext, product: Product): string {
  if (product.type === 'variable') return selectOptionsButton(ctx, product);
  const name = product.name;
  const describedBy = `woocommerce_loop_add_to_cart_link_describedby_${product.id}`;
  const common = `aria-describedby="${describedBy}" data-quantity="1"`;
  const ids = `data-product_id="${product.id}" data-product_sku="${escapeAttr(product.sku)}"`;
  const button = isPurchasable(product)
    ? `<a href="${escapeAttr(addToCartHref(ctx.currentPath, ctx.currentQuery, product.id))}" ${common} `
      + `class="button product_type_simple add_to_cart_button ajax_add_to_cart" ${ids} `
      + `aria-label="Add to cart: &ldquo;${escapeAttr(name)}&rdquo;" rel="nofollow" `
      + `data-success_message="&ldquo;${escapeAttr(name)}&rdquo; has been added to your cart" role="button">Add to cart</a>`
    : `<a href="${escapeAttr(ctx.siteUrl + paths.product(product.slug))}" ${common} class="button product_type_simple" ${ids} `
      + `aria-label="Read more about &ldquo;${escapeAttr(name)}&rdquo;" rel="nofollow" data-success_message="">Read more</a>`;
  return `${button}\t<span id="${describedBy}" class="screen-reader-text">\n\t\t\t</span>\n`;
}

/** A variable product's loop button links to its page, where the options are chosen (no AJAX add). */
function selectOptionsButton(ctx: LoopContext, product: Product): string {
  const describedBy = `woocommerce_loop_add_to_cart_link_describedby_${product.id}`;
  return `<a href="${escapeAttr(ctx.siteUrl + paths.product(product.slug))}" aria-describedby="${describedBy}" data-quantity="1" `
    + `class="button product_type_variable add_to_cart_button" data-product_id="${product.id}" data-product_sku="${escapeAttr(product.sku)}" `
    + `aria-label="Select options for &ldquo;${escapeAttr(product.name)}&rdquo;" rel="nofollow">Select options</a>`
    + `	<span id="${describedBy}" class="screen-reader-text">
		This product has multiple variants. The options may be chosen on the product page	</span>
`;
}

export function productLoopItem(ctx: LoopContext, product: Product, index: number): string {
  const sale = isOnSale(product) ? '\n\t<span class="onsale">Sale!</span>\n\t' : '';
  return `<li class="${productClasses(product, index, ctx.columns)}">\n`
    + `\t<a href="${escapeAttr(ctx.siteUrl + paths.product(product.slug))}" class="woocommerce-LoopProduct-link woocommerce-loop-product__link">`
    + productImage(ctx.siteUrl, product, { size: 324, eager: index === 0 })
    + `<h2 class="woocommerce-loop-product__title">${escapeHtml(product.name)}</h2>${starRating(product.rating)}${sale}\n`
    + `\t<span class="price">${productPriceHtml(product)}</span>\n</a>`
    + loopAddToCartButton(ctx, product)
    + '</li>\n';
}

export function productLoop(ctx: LoopContext, products: readonly Product[]): string {
  return `<ul class="products columns-${ctx.columns}">\n${products.map((p, i) => productLoopItem(ctx, p, i)).join('')}</ul>\n`;
}
