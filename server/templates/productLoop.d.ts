import type { Product } from '../store/Product.ts';
export interface LoopContext {
    siteUrl: string;
    currentPath: string;
    currentQuery: URLSearchParams;
    columns: number;
}
/** templates/loop/add-to-cart.php with the args of reference s7.1 (WooCommerce 11). */
export declare function loopAddToCartButton(ctx: LoopContext, product: Product): string;
export declare function productLoopItem(ctx: LoopContext, product: Product, index: number): string;
export declare function productLoop(ctx: LoopContext, products: readonly Product[]): string;
