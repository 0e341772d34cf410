import type { Brand, Category, Product } from '../store/Product.ts';
import { isOnSale, isPurchasable } from '../store/Product.ts';
import { escapeAttr, escapeHtml } from './escape.ts';
import type { PageContext } from './PageContext.ts';
import { productPriceHtml } from './price.ts';
import { productImage } from './productImage.ts';
import { productLoop } from './productLoop.ts';
import { quantityInput } from './quantityInput.ts';
import { starRating } from './starRating.ts';
import { paths } from './urls.ts';
import { uploadUrl } from './uploads.ts';

export interface SingleProductView {
  product: Product;
  category: Category | undefined;
  brand: Brand | undefined;
  related: readonly Product[];
}

function gallery(ctx: PageContext, p: Product): string {
  const thumb = uploadUrl(ctx.siteUrl, p.imageSlug, { w: 100, h: 100 });
  const full = uploadUrl(ctx.siteUrl, p.imageSlug);
  return `<div class="woocommerce-product-gallery woocommerce-product-gallery--with-images woocommerce-product-gallery--columns-4 images" data-columns="4">
	<div class="woocommerce-product-gallery__wrapper">
		<div data-thumb="${escapeAttr(thumb)}" data-thumb-alt="${escapeAttr(p.name)}" class="woocommerce-product-gallery__image"><a href="${escapeAttr(full)}">${productImage(ctx.siteUrl, p, { size: 416, eager: true, className: 'wp-post-image' })}</a></div>	</div>
</div>`;
}

function stockHtml(p: Product): string {
  if (p.stockStatus !== 'instock') return '<p class="stock out-of-stock">Out of stock</p>';
  return p.stockQuantity === null ? '' : `<p class="stock in-stock">${p.stockQuantity} in stock</p>`;
}

function addToCartForm(ctx: PageContext, p: Product): string {
  if (!isPurchasable(p)) return '';
  return `
	<form class="cart" action="${escapeAttr(ctx.siteUrl + paths.product(p.slug))}" method="post" enctype='multipart/form-data'>
		
		${quantityInput({ id: `quantity_${p.id}`, name: 'quantity', value: 1, min: 1, max: p.stockQuantity, productName: p.name })}

		<button type="submit" name="add-to-cart" value="${p.id}" class="single_add_to_cart_button button alt">Add to cart</button>

			</form>
`;
}

function meta(ctx: PageContext, v: SingleProductView): string {
  const { product: p } = v;
  const tagLinks = p.tags.map((t) => `<a href="${escapeAttr(ctx.siteUrl + paths.tag(t))}" rel="tag">${escapeHtml(t)}</a>`).join(', ');
  const category = v.category === undefined ? '' : `\n\t<span class="posted_in">Category: <a href="${escapeAttr(ctx.siteUrl + paths.category(v.category.parent === null ? v.category.slug : `${v.category.parent}/${v.category.slug}`))}" rel="tag">${escapeHtml(v.category.name)}</a></span>`;
  const tags = p.tags.length === 0 ? '' : `\n\t<span class="tagged_as">Tags: ${tagLinks}</span>`;
  const brand = v.brand === undefined ? '' : `\n\t <span class="posted_in">Brand: <a href="${escapeAttr(ctx.siteUrl + paths.brand(v.brand.slug))}" rel="tag">${escapeHtml(v.brand.name)}</a></span>`;
  return `<div class="product_meta">\n\n\t\t<span class="sku_wrapper">SKU: <span class="sku">${escapeHtml(p.sku)}</span></span>\n${category}${tags}${brand}\n</div>`;
}

function tabs(p: Product): string {
  const rows = [
    p.weightKg === null ? '' : `<tr class="woocommerce-product-attributes-item woocommerce-product-attributes-item--weight"><th class="woocommerce-product-attributes-item__label" scope="row">Weight</th><td class="woocommerce-product-attributes-item__value">${p.weightKg} kg</td></tr>`,
    p.dimensions === null ? '' : `<tr class="woocommerce-product-attributes-item woocommerce-product-attributes-item--dimensions"><th class="woocommerce-product-attributes-item__label" scope="row">Dimensions</th><td class="woocommerce-product-attributes-item__value">${escapeHtml(p.dimensions)}</td></tr>`,
  ].join('');
  // Description HTML comes from our own seed data (trusted, like post_content in WordPress).
  return `<div class="woocommerce-tabs wc-tabs-wrapper">
		<ul class="tabs wc-tabs" role="tablist">
				<li role="presentation" class="description_tab active" id="tab-title-description"><a href="#tab-description" role="tab" aria-controls="tab-description">Description</a></li>
				<li role="presentation" class="additional_information_tab" id="tab-title-additional_information"><a href="#tab-additional_information" role="tab" aria-controls="tab-additional_information">Additional information</a></li>
		</ul>
		<div class="woocommerce-Tabs-panel woocommerce-Tabs-panel--description panel entry-content wc-tab" id="tab-description" role="tabpanel" aria-labelledby="tab-title-description">
	<h2>Description</h2>
${p.description}
		</div>
		<div class="woocommerce-Tabs-panel woocommerce-Tabs-panel--additional_information panel entry-content wc-tab" id="tab-additional_information" role="tabpanel" aria-labelledby="tab-title-additional_information">
	<h2>Additional information</h2>
<table class="woocommerce-product-attributes shop_attributes" aria-label="Product Details">${rows}</table>
		</div>
	</div>`;
}

function productClasses(p: Product): string {
  return ['product', 'type-product', `post-${p.id}`, 'status-publish', 'first', p.stockStatus, `product_cat-${p.category}`,
    ...p.tags.map((t) => `product_tag-${t}`), 'has-post-thumbnail', isOnSale(p) ? 'sale' : '', p.featured ? 'featured' : '',
    'shipping-taxable', 'purchasable', 'product-type-simple'].filter((c) => c !== '').join(' ');
}

/** content-single-product.php as Storefront lays it out. */
export function singleProduct(ctx: PageContext, v: SingleProductView): string {
  const p = v.product;
  const rating = p.rating > 0 ? `\n\t<div class="woocommerce-product-rating">\n\t\t${starRating(p.rating)}\n\t</div>\n` : '';
  const sale = isOnSale(p) ? '\n\t<span class="onsale">Sale!</span>\n' : '';
  const related = v.related.length === 0 ? '' : `
	<section class="related products">
					<h2>Related products</h2>
				${productLoop({ siteUrl: ctx.siteUrl, currentPath: ctx.currentPath, currentQuery: ctx.currentQuery, columns: 4 }, v.related)}
	</section>`;
  return `<div class="woocommerce-notices-wrapper"></div><div id="product-${p.id}" class="${productClasses(p)}">
${sale}
	${gallery(ctx, p)}

	<div class="summary entry-summary">
		<h1 class="product_title entry-title">${escapeHtml(p.name)}</h1>${rating}
<p class="price">${productPriceHtml(p)}</p>
<div class="woocommerce-product-details__short-description">
	<p>${escapeHtml(p.shortDescription)}</p>
</div>
${stockHtml(p)}
${addToCartForm(ctx, p)}
${meta(ctx, v)}
	</div>

	${tabs(p)}
${related}
</div>`;
}
