import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppServices } from '../AppServices.ts';
import { loadShopper } from '../http/loadShopper.ts';
import { availableVariation, showVariationPrice } from '../productPages/availableVariation.ts';
import { acceptMultipartForms } from '../productPages/readFormBody.ts';
import { singleProductFooter } from '../productPages/singleProductGlobals.ts';
import type { Product } from '../store/Product.ts';
import type { Crumb } from '../templates/breadcrumb.ts';
import { layout } from '../templates/layout.ts';
import { singleProduct } from '../templates/singleProduct.ts';
import type { SingleProductView } from '../templates/singleProduct.ts';
import { AJAX_VARIATION_THRESHOLD } from '../templates/singleProduct/variableAddToCart.ts';
import { paths } from '../templates/urls.ts';
import { wpJsonEncode } from '../util/phpJson.ts';
import { notFound } from './notFound.ts';
import { buildPageContext, sendPage } from './pageContext.ts';

/** `attribute_*` values in the query or body: WooCommerce preselects them (wc_dropdown_variation_attribute_options). */
function chosenAttributes(request: FastifyRequest): Record<string, string> {
  const fields = { ...(request.query as Record<string, unknown>), ...(typeof request.body === 'object' && request.body !== null ? request.body as Record<string, unknown> : {}) };
  return Object.fromEntries(Object.entries(fields).filter((e): e is [string, string] => e[0].startsWith('attribute_') && typeof e[1] === 'string'));
}

function productView(services: AppServices, siteUrl: string, product: Product, request: FastifyRequest): Omit<SingleProductView, 'category' | 'brand'> {
  const { catalogue } = services;
  const { pages } = catalogue;
  const variations = product.type === 'variable' ? pages.variationsOf(product) : [];
  const showPrice = showVariationPrice(variations);
  const json = variations.length > AJAX_VARIATION_THRESHOLD ? null
    : wpJsonEncode(variations.map((v) => availableVariation(siteUrl, v, showPrice, pages.imageAltByStem(v.imageSlug) ?? product.name)));
  const upsells = pages.upsellIdsOf(product.id).map((id) => catalogue.productById(id)).filter((p): p is Product => p !== undefined);
  // wc_get_related_products leaves out the upsells already shown.
  const related = catalogue.relatedProducts(product, 4 + upsells.length).filter((p) => !upsells.some((u) => u.id === p.id)).slice(0, 4);
  return {
    product, related, upsells, gallery: pages.galleryOf(product.id), reviews: pages.reviewsOf(product.id),
    attributes: product.type === 'variable' ? pages.attributesOf(product.id) : [], variations,
    variationsJson: product.type === 'variable' ? json : null, chosen: chosenAttributes(request),
  };
}

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
    ...productView(services, ctx.siteUrl, product, request),
    category, brand: product.brand === null ? undefined : catalogue.brandBySlug(product.brand),
  });
  return sendPage(reply, state, layout(ctx, {
    title: product.name, breadcrumb: trail, main, storePage: true,
    footerMarkup: singleProductFooter(product.type === 'variable'),
    bodyClasses: ['wp-singular', 'product-template-default', 'single', 'single-product', `postid-${product.id}`, 'woocommerce', 'woocommerce-page'],
  }));
}

/**
 * POST is the non-JS add-to-cart form (multipart, as WooCommerce prints it, or urlencoded); the add
 * itself happens in nonJsAddToCart's hook. The routes live in their own scope for the multipart parser.
 */
export function registerProductRoute(app: FastifyInstance, services: AppServices): void {
  void app.register(async (scope) => {
    acceptMultipartForms(scope);
    scope.get('/product/:slug/', (request, reply) => renderProduct(services, request, reply));
    scope.post('/product/:slug/', (request, reply) => renderProduct(services, request, reply));
  });
}
