import { restError } from './restError.ts';
import type { RestEndpoint, RestHandler } from './RestEndpoint.ts';
import { storeApiEntries, storeApiProduct } from './storeApiProducts.ts';

const DEFAULT_PER_PAGE = 10;
const MAX_PER_PAGE = 100;

function wholeNumber(value: unknown, fallback: number): number | null {
  if (value === undefined || value === '') return fallback;
  return typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : null;
}

function invalidParam(name: string, detail: string) {
  return restError('rest_invalid_param', `Invalid parameter(s): ${name}`, 400, { params: { [name]: detail } });
}

/**
 * `GET /wc/store/v1/products?per_page=&page=`: the Store API listing with its pagination headers
 * (X-WP-Total, X-WP-TotalPages, Link rel="prev"/"next" built from the request's own query, as
 * Automattic\WooCommerce\StoreApi\Utilities\Pagination does). per_page is 1-100; -1 is refused,
 * which is why clients fetch "all" in pages of 100 (spec s7).
 */
const listProducts: RestHandler = ({ services, request, reply, state }) => {
  const query = request.query as Record<string, unknown>;
  const perPage = wholeNumber(query['per_page'], DEFAULT_PER_PAGE);
  if (perPage === null || perPage < 1 || perPage > MAX_PER_PAGE) {
    return invalidParam('per_page', `per_page must be between 1 (inclusive) and ${MAX_PER_PAGE} (inclusive)`);
  }
  const page = wholeNumber(query['page'], 1);
  if (page === null || page < 1) return invalidParam('page', 'page must be greater than or equal to 1');
  const entries = storeApiEntries(services.catalogue);
  const totalPages = Math.ceil(entries.length / perPage);
  const base = new URL(`${state.siteUrl}/wp-json/wc/store/v1/products`);
  for (const [key, value] of Object.entries(query)) if (typeof value === 'string') base.searchParams.set(key, value);
  const linkTo = (target: number) => {
    const url = new URL(base);
    url.searchParams.set('page', String(target));
    return url.toString();
  };
  const links: string[] = [];
  if (page > 1) links.push(`<${linkTo(Math.min(page - 1, totalPages))}>; rel="prev"`);
  if (totalPages > page) links.push(`<${linkTo(page + 1)}>; rel="next"`);
  reply.header('X-WP-Total', String(entries.length));
  reply.header('X-WP-TotalPages', String(totalPages));
  // Replaces the api.w.org discovery link, as a paginated WordPress answer does.
  if (links.length > 0) reply.header('Link', links.join(', '));
  return entries.slice((page - 1) * perPage, page * perPage).map((entry) => storeApiProduct(entry, state.siteUrl, services.catalogue));
};

export const productsEndpoint: RestEndpoint = { path: '/wc/store/v1/products', methods: { GET: listProducts } };
