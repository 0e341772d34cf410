import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppServices } from '../AppServices.ts';
import { loadShopper } from '../http/loadShopper.ts';
import { expandForBenchmark } from '../store/benchmarkRows.ts';
import type { ProductQuery } from '../store/createCatalogue.ts';
import { isOrderBy } from '../store/Product.ts';
import type { Crumb } from '../templates/breadcrumb.ts';
import { layout } from '../templates/layout.ts';
import { productArchive } from '../templates/productArchive.ts';
import { buildPageContext, requestUrl, sendPage } from './pageContext.ts';
import { notFound } from './notFound.ts';

export const PRODUCTS_PER_PAGE = 12;
/** `?per_page=N` (up to 1000) is for the benchmark: 10/100/1000 products on one page. */
const MAX_PER_PAGE = 1000;

export interface ListingSpec {
  title: string;
  heading: string;
  headerExtra?: string;
  basePath: string;
  filter: Pick<ProductQuery, 'tag' | 'brand' | 'category' | 'search'>;
  breadcrumb: readonly Crumb[];
  bodyClasses: readonly string[];
}

function readPage(request: FastifyRequest, query: URLSearchParams): number {
  // A `paged` query arg wins over /page/N/ (WP::parse_request reads GET before the rewrite match).
  const fromQuery = Number(query.get('paged'));
  if (Number.isInteger(fromQuery) && fromQuery >= 1) return fromQuery;
  const fromPath = Number((request.params as Record<string, string | undefined>)['page']);
  return Number.isInteger(fromPath) && fromPath >= 1 ? fromPath : 1;
}

function readPerPage(query: URLSearchParams): number {
  const n = Number(query.get('per_page'));
  return Number.isInteger(n) && n >= 1 ? Math.min(n, MAX_PER_PAGE) : PRODUCTS_PER_PAGE;
}

export function renderListing(services: AppServices, request: FastifyRequest, reply: FastifyReply, spec: ListingSpec): FastifyReply {
  const query = requestUrl(request).searchParams;
  const orderbyParam = query.get('orderby');
  const orderby = isOrderBy(orderbyParam) ? orderbyParam : 'menu_order';
  const page = readPage(request, query);
  const perPage = readPerPage(query);
  const result = services.catalogue.listProducts({ ...spec.filter, orderby, page, perPage });
  const state = loadShopper(services, request);
  if (result.products.length === 0 && page > 1) return notFound(services, request, reply);
  const benchmark = query.has('per_page') && perPage > result.total;
  const products = benchmark ? expandForBenchmark(result.products, perPage) : result.products;
  const ctx = buildPageContext(services, request, state);
  const main = productArchive(ctx, {
    heading: spec.heading, products, total: benchmark ? products.length : result.total, page, perPage, orderby,
    basePath: spec.basePath, ...(spec.headerExtra === undefined ? {} : { headerExtra: spec.headerExtra }),
  });
  return sendPage(reply, state, layout(ctx, {
    title: spec.title, bodyClasses: spec.bodyClasses, breadcrumb: spec.breadcrumb, main, storePage: true,
  }));
}
