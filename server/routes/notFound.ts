import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppServices } from '../AppServices.ts';
import { loadShopper } from '../http/loadShopper.ts';
import { layout } from '../templates/layout.ts';
import { productSearchForm } from '../templates/searchForm.ts';
import { buildPageContext, sendPage } from './pageContext.ts';

/** Storefront's 404 template, with a product search to recover. */
export function notFound(services: AppServices, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const state = loadShopper(services, request);
  const ctx = buildPageContext(services, request, state);
  const main = `<div class="error-404 not-found">
	<div class="page-content">
		<header class="page-header"><h1 class="page-title">Oops! That page can&rsquo;t be found.</h1></header>
		<p>Nothing was found at this location. Try searching, or check out the links below.</p>
		<section aria-label="Search">${productSearchForm(ctx.siteUrl, 2)}</section>
	</div>
</div>`;
  return sendPage(reply, state, layout(ctx, {
    title: 'Page not found', bodyClasses: ['error404'], breadcrumb: [{ label: 'Error 404' }], main,
  }), 404);
}
