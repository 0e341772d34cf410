import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../AppServices.ts';
import { loadShopper } from '../http/loadShopper.ts';
import { layout } from '../templates/layout.ts';
import { productLoop } from '../templates/productLoop.ts';
import { buildPageContext, requestUrl, sendPage } from './pageContext.ts';
import { renderListing } from './renderListing.ts';

/** Storefront homepage template: intro, featured products, newest products (disjoint, so ids stay unique). */
export function registerHomeRoute(app: FastifyInstance, services: AppServices): void {
  app.get('/', (request, reply) => {
    const search = requestUrl(request).searchParams.get('s');
    if (search !== null) {
      return renderListing(services, request, reply, {
        title: `Search results: “${search}”`, heading: `Search results: “${search}”`, basePath: '/',
        filter: { search }, breadcrumb: [{ label: `Search results for “${search}”` }],
        bodyClasses: ['archive', 'search', 'search-results', 'post-type-archive-product', 'woocommerce', 'woocommerce-page'],
      });
    }
    const state = loadShopper(services, request);
    const ctx = buildPageContext(services, request, state);
    const featured = services.catalogue.listProducts({ orderby: 'menu_order', page: 1, perPage: 4, featured: true }).products;
    const featuredIds = new Set(featured.map((p) => p.id));
    const recent = services.catalogue.listProducts({ orderby: 'date', page: 1, perPage: 12 }).products
      .filter((p) => !featuredIds.has(p.id)).slice(0, 4);
    const loop = (products: typeof featured): string => productLoop(
      { siteUrl: ctx.siteUrl, currentPath: ctx.currentPath, currentQuery: ctx.currentQuery, columns: 4 }, products);
    const main = `<div id="post-180" class="post-180 page type-page status-publish hentry">
	<div class="col-full">
		<header class="entry-header"><h1 class="entry-title">Drones and spare parts that keep your fleet flying</h1></header>
		<div class="entry-content">
<p class="wp-block-paragraph">Skyline Drone Supply sells agricultural spraying drones, RTK mapping drones, FPV and camera drones — and keeps the spare parts in stock so your fleet keeps flying through the season.</p>
		</div>
	</div>
</div>
<section class="storefront-product-section storefront-featured-products" aria-label="Featured Products"><h2 class="section-title">We Recommend</h2><div class="woocommerce columns-4">${loop(featured)}</div></section>
<section class="storefront-product-section storefront-recent-products" aria-label="Recent Products"><h2 class="section-title">New In</h2><div class="woocommerce columns-4">${loop(recent)}</div></section>`;
    return sendPage(reply, state, layout(ctx, {
      title: null, breadcrumb: null, main,
      bodyClasses: ['home', 'wp-singular', 'page-template', 'page-template-template-homepage', 'page', 'page-id-180'],
    }));
  });
}
