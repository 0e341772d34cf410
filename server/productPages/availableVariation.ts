import type { Product } from '../store/Product.ts';
import { isOnSale } from '../store/Product.ts';
import { productPriceHtml } from '../templates/price.ts';
import type { Json } from '../util/phpJson.ts';
import { imageProps } from './imageProps.ts';
import { stockHtml } from './stockHtml.ts';

/** wc_format_weight / wc_format_dimensions with the store's units (kg, cm). */
export function weightHtml(kg: number | null): string {
  return kg === null ? 'N/A' : `${Math.round(kg * 100) / 100} kg`;
}

/**
 * Whether variation prices are shown (WC_Product_Variable::get_available_variation): only when the
 * variations' prices differ, otherwise the parent's price already says it all.
 */
export function showVariationPrice(variations: readonly Product[]): boolean {
  const prices = new Set(variations.map((v) => `${v.priceCents}/${v.regularPriceCents ?? ''}`));
  return prices.size > 1;
}

/** WC_Product_Variable::get_available_variation(): the JSON the variations form works from. */
export function availableVariation(siteUrl: string, variation: Product, showPrice: boolean, imageAlt: string): Json {
  const display = variation.priceCents / 100;
  const regular = (isOnSale(variation) && variation.regularPriceCents !== null ? variation.regularPriceCents : variation.priceCents) / 100;
  return {
    attributes: { ...variation.variation },
    availability_html: stockHtml(variation),
    backorders_allowed: false,
    dimensions: { length: '', width: '', height: '' },
    dimensions_html: variation.dimensions ?? 'N/A',
    display_price: display,
    display_regular_price: regular,
    image: imageProps(siteUrl, variation.imageSlug, imageAlt),
    image_id: variation.imageAttachmentId,
    is_downloadable: false,
    is_in_stock: variation.stockStatus === 'instock',
    is_purchasable: true,
    is_sold_individually: 'no',
    is_virtual: false,
    max_qty: variation.stockQuantity ?? '',
    min_qty: 1,
    price_html: showPrice ? `<span class="price">${productPriceHtml(variation)}</span>` : '',
    sku: variation.sku,
    variation_description: variation.description === '' ? '' : `<p>${variation.description}</p>\n`,
    variation_id: variation.id,
    variation_is_active: true,
    variation_is_visible: true,
    weight: variation.weightKg === null ? '' : String(variation.weightKg),
    weight_html: weightHtml(variation.weightKg),
  };
}
