import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppServices } from '../AppServices.ts';
import { loadShopper } from '../http/loadShopper.ts';
import type { Crumb } from '../templates/breadcrumb.ts';
import { layout } from '../templates/layout.ts';
import { singleProduct } from '../templates/singleProduct.ts';
import { paths } from '../templates/urls.ts';
import { notFound } from './notFound.ts';
import { buildPageContext, sendPage } from './pageContext.ts';

function renderProduct(services: AppServices, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const { catalogue } = services;
  const product = catalogue.productBySlug((request.params as { slug: string }).slug);
  if (product === undefined) return notFound(services, request, reply);
  const state = loadShopper(services, request);
  const ctx = buildPageContext(services, request, state);
  const category = catalogue.categoryBySlug(product.category);
  const parent = category?.parent === null || category === undefined ? undefined : catalogue.categoryBySlug(category.parent);
  const trail: Crumb[] = [];
  if (parent !== undefined) trail.push({ label: parent.name, url: ctx.siteUrl + paths.category(parent.slug) });
  if (category !== undefined) {
    trail.push({ label: category.name, url: ctx.siteUrl + paths.category(parent === undefined ? category.slug : `${parent.slug}/${category.slug}`) });
  }
  trail.push({ label: product.name });
  const main = singleProduct(ctx, {
    product, category, brand: product.brand === null ? undefined : catalogue.brandBySlug(product.brand),
    related: catalogue.relatedProducts(product, 4),
  });
  return sendPage(reply, state, layout(ctx, {
    title: product.name, breadcrumb: trail, main, storePage: true,
    bodyClasses: ['wp-singular', 'product-template-default', 'single', 'single-product', `postid-${product.id}`, 'woocommerce', 'woocommerce-page'],
  }));
}

/** POST is the non-JS add-to-cart form; the add itself happens in nonJsAddToCart's hook. */
export function registerProductRoute(app: FastifyInstance, services: AppServices): void {
  app.get('/product/:slug/', (request, reply) => renderProduct(services, request, reply));
  app.post('/product/:slug/', (request, reply) => renderProduct(services, request, reply));
}
