import type { Catalogue } from '../../store/createCatalogue.ts';
import type { Product } from '../../store/Product.ts';
import { isOnSale, isPurchasable } from '../../store/Product.ts';
import { paths } from '../../templates/urls.ts';
import { uploadUrl } from '../../templates/uploads.ts';

/** The Store API catalogue is padded to at least this many entries, so fetch-all spans 3 pages of 100. */
export const STORE_API_MIN_PRODUCTS = 264;

/** First id of the generated kit variations (far above the seeded catalogue's ids). */
const KIT_ID_BASE = 100_000;

/** A catalogue entry, or a generated "kit" variation of one (`kit` ≥ 2). */
export interface StoreApiEntry {
  product: Product;
  kit: number | null;
  id: number;
}

/**
 * The seeded catalogue (about 46 products) in menu order, then kit variations of it (Kit 2, Kit 3 …)
 * until there are STORE_API_MIN_PRODUCTS entries: enough to exercise per_page=-1 over several pages.
 */
export function storeApiEntries(catalogue: Catalogue): StoreApiEntry[] {
  const { products } = catalogue.listProducts({ orderby: 'menu_order', page: 1, perPage: 10_000 });
  const entries: StoreApiEntry[] = products.map((product) => ({ product, kit: null, id: product.id }));
  for (let i = 0; products.length > 0 && entries.length < STORE_API_MIN_PRODUCTS; i += 1) {
    const product = products[i % products.length] as Product;
    entries.push({ product, kit: 2 + Math.floor(i / products.length), id: KIT_ID_BASE + i });
  }
  return entries;
}

const minor = (cents: number): string => String(cents);

/** A subset of the Store API ProductSchema, with its field names and money as minor-unit strings. */
export function storeApiProduct(entry: StoreApiEntry, siteUrl: string, catalogue: Catalogue) {
  const { product, kit } = entry;
  const category = catalogue.categoryBySlug(product.category);
  const brand = product.brand === null ? undefined : catalogue.brandBySlug(product.brand);
  const image = uploadUrl(siteUrl, product.imageSlug);
  return {
    id: entry.id,
    name: kit === null ? product.name : `${product.name} - Kit ${kit}`,
    slug: kit === null ? product.slug : `${product.slug}-kit-${kit}`,
    parent: kit === null ? 0 : product.id,
    type: kit === null ? 'simple' : 'variation',
    variation: kit === null ? '' : `Kit: ${kit}`,
    permalink: `${siteUrl}${paths.product(product.slug)}`,
    sku: kit === null ? product.sku : `${product.sku}-K${kit}`,
    short_description: product.shortDescription,
    description: product.description,
    on_sale: isOnSale(product),
    prices: {
      price: minor(product.priceCents),
      regular_price: minor(product.regularPriceCents ?? product.priceCents),
      sale_price: minor(product.priceCents),
      price_range: null,
      currency_code: 'USD', currency_symbol: '$', currency_minor_unit: 2,
      currency_decimal_separator: '.', currency_thousand_separator: ',', currency_prefix: '$', currency_suffix: '',
    },
    average_rating: product.rating.toFixed(2),
    review_count: product.ratingCount,
    images: [{ id: product.imageAttachmentId, src: image, thumbnail: uploadUrl(siteUrl, product.imageSlug, { w: 324, h: 324 }), srcset: '', sizes: '', name: product.imageSlug, alt: '' }],
    categories: category ? [{ id: category.termId, name: category.name, slug: category.slug, link: `${siteUrl}${paths.category(category.slug)}` }] : [],
    tags: product.tags.map((slug) => {
      const tag = catalogue.tagBySlug(slug);
      return { id: tag?.id ?? 0, name: tag?.name ?? slug, slug, link: `${siteUrl}${paths.tag(slug)}` };
    }),
    brands: brand ? [{ id: brand.id, name: brand.name, slug: brand.slug, link: `${siteUrl}${paths.brand(brand.slug)}` }] : [],
    attributes: [],
    variations: [],
    has_options: false,
    is_purchasable: isPurchasable(product),
    is_in_stock: product.stockStatus === 'instock',
    is_on_backorder: false,
    low_stock_remaining: null,
    sold_individually: false,
    add_to_cart: { text: isPurchasable(product) ? 'Add to cart' : 'Read more', description: `Add to cart: “${product.name}”`, url: `${siteUrl}${paths.product(product.slug)}`, minimum: 1, maximum: 9999, multiple_of: 1 },
    extensions: {},
  };
}
