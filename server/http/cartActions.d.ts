import type { AppServices } from '../AppServices.ts';
import type { Product } from '../store/Product.ts';
import type { ShopperState } from './ShopperState.ts';
export type AddResult = {
    ok: true;
    product: Product;
    quantity: number;
} | {
    ok: false;
    reason: 'missing';
} | {
    ok: false;
    reason: 'out_of_stock' | 'not_enough_stock';
    product: Product;
};
/** Parses a posted quantity the way wc_stock_amount does: empty means 1, otherwise an integer. */
export declare function parseQuantity(raw: unknown): number;
/** WC_Cart::add_to_cart validation for simple products: published, in stock, enough stock. */
export declare function addToCart(services: AppServices, state: ShopperState, rawId: number, quantity: number): AddResult;
/** Returns the removed line's product, or null for an unknown key. */
export declare function removeFromCart(services: AppServices, state: ShopperState, key: string): Product | null;
