import type { OrderBy, Product } from '../store/Product.ts';
import type { PageContext } from './PageContext.ts';
export interface ArchiveView {
    heading: string;
    /** Markup after the heading (brand image, term description). */
    headerExtra?: string;
    products: readonly Product[];
    total: number;
    page: number;
    perPage: number;
    orderby: OrderBy;
    /** Path of page 1, e.g. `/product-tag/spraying/`. */
    basePath: string;
}
/** archive-product.php inside Storefront: header, sorting bar, loop. */
export declare function productArchive(ctx: PageContext, view: ArchiveView): string;
