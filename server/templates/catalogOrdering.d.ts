import type { OrderBy } from '../store/Product.ts';
/**
 * templates/loop/orderby.php. The "Sort" button is our addition so sorting works without
 * JavaScript; it sits in `.wc-islands-nojs`, which the islands hide once they take over.
 */
export declare function catalogOrdering(orderby: OrderBy, query: URLSearchParams): string;
/** templates/loop/result-count.php as WooCommerce 11 prints it (role="status" even when unsorted). */
export declare function resultCount(total: number, page: number, perPage: number, orderby: OrderBy): string;
