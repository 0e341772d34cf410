import type { OrderBy, Product } from '../store/Product.ts';
import { catalogOrdering, resultCount } from './catalogOrdering.ts';
import { escapeHtml } from './escape.ts';
import type { PageContext } from './PageContext.ts';
import { pagination } from './pagination.ts';
import { productLoop } from './productLoop.ts';

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
export function productArchive(ctx: PageContext, view: ArchiveView): string {
  const pages = Math.max(1, Math.ceil(view.total / view.perPage));
  const loop = view.products.length === 0
    ? '<div class="woocommerce-no-products-found">\n\t<div class="woocommerce-info" role="status">No products were found matching your selection.</div>\n</div>\n'
    : productLoop({ siteUrl: ctx.siteUrl, currentPath: ctx.currentPath, currentQuery: ctx.currentQuery, columns: 4 }, view.products);
  return `		<header class="woocommerce-products-header">
			<h1 class="woocommerce-products-header__title page-title">${escapeHtml(view.heading)}</h1>
	${view.headerExtra ?? ''}
	</header>
<div class="storefront-sorting"><div class="woocommerce-notices-wrapper"></div>${catalogOrdering(view.orderby, ctx.currentQuery)}${resultCount(view.total, view.page, view.perPage, view.orderby)}${pagination(ctx.siteUrl, view.basePath, view.page, pages, ctx.currentQuery, ctx.locale?.dir === 'rtl')}</div>${loop}`;
}
