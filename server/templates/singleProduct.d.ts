import type { Brand, Category, Product } from '../store/Product.ts';
import type { PageContext } from './PageContext.ts';
export interface SingleProductView {
    product: Product;
    category: Category | undefined;
    brand: Brand | undefined;
    related: readonly Product[];
}
/** content-single-product.php as Storefront lays it out. */
export declare function singleProduct(ctx: PageContext, v: SingleProductView): string;
