import type { Catalogue } from '../../store/createCatalogue.ts';
import type { Product } from '../../store/Product.ts';
/** The Store API catalogue is padded to at least this many entries, so fetch-all spans 3 pages of 100. */
export declare const STORE_API_MIN_PRODUCTS = 264;
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
export declare function storeApiEntries(catalogue: Catalogue): StoreApiEntry[];
/** A subset of the Store API ProductSchema, with its field names and money as minor-unit strings. */
export declare function storeApiProduct(entry: StoreApiEntry, siteUrl: string, catalogue: Catalogue): {
    id: number;
    name: string;
    slug: string;
    parent: number;
    type: string;
    variation: string;
    permalink: string;
    sku: string;
    short_description: string;
    description: string;
    on_sale: boolean;
    prices: {
        price: string;
        regular_price: string;
        sale_price: string;
        price_range: null;
        currency_code: string;
        currency_symbol: string;
        currency_minor_unit: number;
        currency_decimal_separator: string;
        currency_thousand_separator: string;
        currency_prefix: string;
        currency_suffix: string;
    };
    average_rating: string;
    review_count: number;
    images: {
        id: number;
        src: string;
        thumbnail: string;
        srcset: string;
        sizes: string;
        name: string;
        alt: string;
    }[];
    categories: {
        id: number;
        name: string;
        slug: string;
        link: string;
    }[];
    tags: {
        id: number;
        name: string;
        slug: string;
        link: string;
    }[];
    brands: {
        id: number;
        name: string;
        slug: string;
        link: string;
    }[];
    attributes: never[];
    variations: never[];
    has_options: boolean;
    is_purchasable: boolean;
    is_in_stock: boolean;
    is_on_backorder: boolean;
    low_stock_remaining: null;
    sold_individually: boolean;
    add_to_cart: {
        text: string;
        description: string;
        url: string;
        minimum: number;
        maximum: number;
        multiple_of: number;
    };
    extensions: {};
};
