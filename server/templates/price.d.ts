import type { Product } from '../store/Product.ts';
/** 1899000 -> "18,990.00" (USD, 2 decimals, comma thousands: the store's settings). */
export declare function formatMoney(cents: number): string;
/** wc_price() output. */
export declare function priceAmount(cents: number): string;
/** Storefront's header cart prints the subtotal without <bdi> and with &#036; (older wc_price markup). */
export declare function headerCartAmount(cents: number): string;
/** get_price_html(): sale prices carry screen-reader text because del/ins are aria-hidden. */
export declare function productPriceHtml(product: Product): string;
