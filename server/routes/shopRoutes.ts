import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppServices } from '../AppServices.ts';
import { escapeAttr, escapeHtml } from '../templates/escape.ts';
import { paths } from '../templates/urls.ts';
import { uploadUrl } from '../templates/uploads.ts';
import { siteUrlOf } from '../http/siteUrlOf.ts';
import { notFound } from './notFound.ts';
import { renderListing } from './renderListing.ts';

type Params = Record<string, string | undefined>;
const params = (request: FastifyRequest): Params => request.params as Params;

/** Shop, tag, category and brand archives, each with /page/N/ pagination. */
export function registerShopRoutes(app: FastifyInstance, services: AppServices): void {
  const { catalogue } = services;

  for (const url of ['/shop/', '/shop/page/:page/']) {
    app.get(url, (request, reply) => renderListing(services, request, reply, {
      title: 'Shop', heading: 'Shop', basePath: paths.shop, filter: {},
      breadcrumb: [{ label: 'Shop' }],
      bodyClasses: ['archive', 'post-type-archive', 'post-type-archive-product', 'woocommerce-shop', 'woocommerce', 'woocommerce-page'],
    }));
  }

  for (const url of ['/product-tag/:tag/', '/product-tag/:tag/page/:page/']) {
    app.get(url, (request, reply) => {
      const tag = catalogue.tagBySlug(params(request)['tag'] ?? '');
      if (tag === undefined) return notFound(services, request, reply);
      return renderListing(services, request, reply, {
        title: tag.name, heading: tag.name, basePath: paths.tag(tag.slug), filter: { tag: tag.slug },
        breadcrumb: [{ label: `Products tagged “${tag.name}”` }],
        bodyClasses: ['archive', 'tax-product_tag', `term-${tag.slug}`, `term-${tag.id}`, 'woocommerce', 'woocommerce-page'],
      });
    });
  }

  for (const url of ['/product-category/:parent/', '/product-category/:parent/:child/', '/product-category/:parent/page/:page/', '/product-category/:parent/:child/page/:page/']) {
    app.get(url, (request, reply) => {
      const p = params(request);
      const category = catalogue.categoryBySlug(p['child'] ?? p['parent'] ?? '');
      if (category === undefined) return notFound(services, request, reply);
      const parent = category.parent === null ? undefined : catalogue.categoryBySlug(category.parent);
      const base = paths.category(parent === undefined ? category.slug : `${parent.slug}/${category.slug}`);
      return renderListing(services, request, reply, {
        title: category.name, heading: category.name, basePath: base, filter: { category: category.slug },
        breadcrumb: [
          ...(parent === undefined ? [] : [{ label: parent.name, url: siteUrlOf(services, request) + paths.category(parent.slug) }]),
          { label: category.name },
        ],
        bodyClasses: ['archive', 'tax-product_cat', `term-${category.slug}`, `term-${category.termId}`, 'woocommerce', 'woocommerce-page'],
      });
    });
  }

  for (const url of ['/brand/:brand/', '/brand/:brand/page/:page/']) {
    app.get(url, (request, reply) => {
      const brand = catalogue.brandBySlug(params(request)['brand'] ?? '');
      if (brand === undefined) return notFound(services, request, reply);
      const logo = `<img src="${escapeAttr(uploadUrl(siteUrlOf(services, request), `brand-${brand.slug}`))}" alt="${escapeAttr(brand.name)}" class="brand-thumbnail" width="600" height="600" />`;
      return renderListing(services, request, reply, {
        title: brand.name, heading: brand.name, basePath: paths.brand(brand.slug), filter: { brand: brand.slug },
        headerExtra: `${logo}<div class="term-description"><p>${escapeHtml(brand.description)}</p>\n</div>`,
        breadcrumb: [{ label: brand.name }],
        bodyClasses: ['archive', 'tax-product_brand', `term-${brand.slug}`, `term-${brand.id}`, 'woocommerce', 'woocommerce-page'],
      });
    });
  }
}
