import type { ProductAttribute, GalleryImage, Review } from '../productPages/types.ts';
import { stockHtml } from '../productPages/stockHtml.ts';
import type { Brand, Category, Product } from '../store/Product.ts';
import { isOnSale, isPurchasable } from '../store/Product.ts';
import { escapeAttr, escapeHtml } from './escape.ts';
import type { PageContext } from './PageContext.ts';
import { priceAmount, productPriceHtml } from './price.ts';
import { quantityInput } from './quantityInput.ts';
import { productGallery } from './singleProduct/productGallery.ts';
import { productReviews } from './singleProduct/productReviews.ts';
import { additionalInformation, productTabs } from './singleProduct/productTabs.ts';
import type { ProductTab } from './singleProduct/productTabs.ts';
import { productSection } from './singleProduct/upsells.ts';
import { variableAddToCart } from './singleProduct/variableAddToCart.ts';
import { paths } from './urls.ts';

export interface SingleProductView {
  product: Product;
  category: Category | undefined;
  brand: Brand | undefined;
  related: readonly Product[];
  upsells: readonly Product[];
  gallery: readonly GalleryImage[];
  reviews: readonly Review[];
  /** Empty for simple products. */
  attributes: readonly ProductAttribute[];
  variations: readonly Product[];
  /** data-product_variations: the variations' JSON, or null above the ajax threshold. */
  variationsJson: string | null;
  /** `attribute_*` values the request carried (a refused add keeps the shopper's choice). */
  chosen: Readonly<Record<string, string>>;
}

function simpleAddToCart(ctx: PageContext, p: Product): string {
  if (!isPurchasable(p)) return '';
  return `
	<form class="cart" action="${escapeAttr(ctx.siteUrl + paths.product(p.slug))}" method="post" enctype='multipart/form-data'>
		
		${quantityInput({ id: `quantity_${p.id}`, name: 'quantity', value: 1, min: 1, max: p.stockQuantity, productName: p.name })}

		<button type="submit" name="add-to-cart" value="${p.id}" class="single_add_to_cart_button button alt">Add to cart</button>

			</form>
`;
}

function addToCartForm(ctx: PageContext, v: SingleProductView): string {
  if (v.product.type !== 'variable') return simpleAddToCart(ctx, v.product);
  return variableAddToCart({
    action: ctx.siteUrl + paths.product(v.product.slug), product: v.product, attributes: v.attributes,
    variations: v.variations, variationsJson: v.variationsJson, chosen: v.chosen,
  });
}

/** get_price_html() of a variable product: the range of its variations' prices (wc_format_price_range). */
function priceHtml(v: SingleProductView): string {
  if (v.product.type !== 'variable' || v.variations.length === 0) return productPriceHtml(v.product);
  const prices = v.variations.map((x) => x.priceCents);
  const min = Math.min(...prices);
  const max = Math.max(...prices);
  if (min === max) return priceAmount(min);
  return `${priceAmount(min)} <span aria-hidden="true">&ndash;</span><span class="screen-reader-text">Price range: &#036;${(min / 100).toFixed(2)} through &#036;${(max / 100).toFixed(2)}</span> ${priceAmount(max)}`;
}

function meta(ctx: PageContext, v: SingleProductView): string {
  const { product: p } = v;
  const tagLinks = p.tags.map((t) => `<a href="${escapeAttr(ctx.siteUrl + paths.tag(t))}" rel="tag">${escapeHtml(t)}</a>`).join(', ');
  const category = v.category === undefined ? '' : `\n\t<span class="posted_in">Category: <a href="${escapeAttr(ctx.siteUrl + paths.category(v.category.parent === null ? v.category.slug : `${v.category.parent}/${v.category.slug}`))}" rel="tag">${escapeHtml(v.category.name)}</a></span>`;
  const tags = p.tags.length === 0 ? '' : `\n\t<span class="tagged_as">Tags: ${tagLinks}</span>`;
  const brand = v.brand === undefined ? '' : `\n\t <span class="posted_in">Brand: <a href="${escapeAttr(ctx.siteUrl + paths.brand(v.brand.slug))}" rel="tag">${escapeHtml(v.brand.name)}</a></span>`;
  return `<div class="product_meta">\n\n\t\t<span class="sku_wrapper">SKU: <span class="sku">${escapeHtml(p.sku)}</span></span>\n${category}${tags}${brand}\n</div>`;
}

function tabs(ctx: PageContext, v: SingleProductView): string {
  const p = v.product;
  const list: ProductTab[] = [
    // Description HTML comes from our own seed data (trusted, like post_content in WordPress).
    { key: 'description', title: 'Description', content: `\n\t<h2>Description</h2>\n\n${p.description}` },
  ];
  const info = additionalInformation(p, v.attributes);
  if (info !== '') list.push({ key: 'additional_information', title: 'Additional information', content: info });
  list.push({ key: 'reviews', title: `Reviews (${v.reviews.length})`, content: productReviews(ctx.siteUrl, p, v.reviews, ctx.user !== null) });
  return productTabs(list);
}

/** woocommerce_template_single_rating: stars, the count and the link that opens the reviews tab. */
function rating(p: Product): string {
  if (p.ratingCount === 0) return '';
  const value = p.rating.toFixed(2);
  const plural = p.ratingCount === 1 ? 'rating' : 'ratings';
  return `
	<div class="woocommerce-product-rating">
		<div class="star-rating" role="img" aria-label="Rated ${value} out of 5"><span style="width:${Math.round((p.rating / 5) * 100)}%">Rated <strong class="rating">${value}</strong> out of 5 based on <span class="rating">${p.ratingCount}</span> customer ${plural}</span></div>								<a href="#reviews" class="woocommerce-review-link" rel="nofollow">(<span class="count">${p.ratingCount}</span> customer review${p.ratingCount === 1 ? '' : 's'})</a>
						</div>
`;
}

function productClasses(p: Product): string {
  return ['product', 'type-product', `post-${p.id}`, 'status-publish', 'first', p.stockStatus, `product_cat-${p.category}`,
    ...p.tags.map((t) => `product_tag-${t}`), 'has-post-thumbnail', isOnSale(p) ? 'sale' : '', p.featured ? 'featured' : '',
    'shipping-taxable', 'purchasable', `product-type-${p.type}`].filter((c) => c !== '').join(' ');
}

/** content-single-product.php as Storefront lays it out. */
export function singleProduct(ctx: PageContext, v: SingleProductView): string {
  const p = v.product;
  const sale = isOnSale(p) ? '\n\t<span class="onsale">Sale!</span>\n' : '';
  const loop = { siteUrl: ctx.siteUrl, currentPath: ctx.currentPath, currentQuery: ctx.currentQuery, columns: 4 };
  const stock = p.type === 'variable' ? '' : stockHtml(p);
  return `<div class="woocommerce-notices-wrapper"></div><div id="product-${p.id}" class="${productClasses(p)}">
${sale}
	${productGallery(ctx.siteUrl, p, v.gallery)}

	<div class="summary entry-summary">
		<h1 class="product_title entry-title">${escapeHtml(p.name)}</h1>${rating(p)}
<p class="price">${priceHtml(v)}</p>
<div class="woocommerce-product-details__short-description">
	<p>${escapeHtml(p.shortDescription)}</p>
</div>
${stock}
${addToCartForm(ctx, v)}
${meta(ctx, v)}
	</div>

	${tabs(ctx, v)}
${productSection(loop, 'up-sells upsells', 'You may also like&hellip;', v.upsells)}${productSection(loop, 'related', 'Related products', v.related)}
</div>`;
}
