import type { OrderBy } from '../store/Product.ts';
import { escapeAttr } from './escape.ts';

const LABELS: Record<OrderBy, string> = {
  menu_order: 'Default sorting',
  popularity: 'Sort by popularity',
  rating: 'Sort by average rating',
  date: 'Sort by latest',
  price: 'Sort by price: low to high',
  'price-desc': 'Sort by price: high to low',
};

/** Query args that templates/loop/orderby.php does not re-post. */
const NOT_REPOSTED = new Set(['orderby', 'submit', 'paged', 'product-page']);

/**
 * templates/loop/orderby.php. The "Sort" button is our addition so sorting works without
 * JavaScript; it sits in `.wc-islands-nojs`, which the islands hide once they take over.
 */
export function catalogOrdering(orderby: OrderBy, query: URLSearchParams): string {
  const options = (Object.keys(LABELS) as OrderBy[]).map((value) => {
    const selected = value === orderby ? " selected='selected'" : '';
    return `\t\t\t\t\t<option value="${value}" ${selected}>${LABELS[value]}</option>\n`;
  }).join('');
  const hidden = [...query.entries()]
    .filter(([key]) => !NOT_REPOSTED.has(key))
    .map(([key, value]) => `<input type="hidden" name="${escapeAttr(key)}" value="${escapeAttr(value)}" />`)
    .join('');
  return `<form class="woocommerce-ordering" method="get">
		<select
		name="orderby"
		class="orderby"
					aria-label="Shop order"
			>
${options}			</select>
	<input type="hidden" name="paged" value="1" />
	${hidden}<span class="wc-islands-nojs"><button type="submit" class="button">Sort</button></span>
	</form>
`;
}

/** The orderedby labels woocommerce_result_count() appends for screen readers (reference s7.5). */
const SORTED_BY: Record<OrderBy, string> = {
  menu_order: '',
  popularity: 'Sorted by popularity',
  rating: 'Sorted by average rating',
  date: 'Sorted by latest',
  price: 'Sorted by price: low to high',
  'price-desc': 'Sorted by price: high to low',
};

/** templates/loop/result-count.php as WooCommerce 11 prints it (role="status" even when unsorted). */
export function resultCount(total: number, page: number, perPage: number, orderby: OrderBy): string {
  const first = (page - 1) * perPage + 1;
  const last = Math.min(total, page * perPage);
  const text = total === 1 ? 'Showing the single result'
    : total <= perPage || total === 0 ? `Showing all ${total} results`
      : `Showing ${first}&ndash;${last} of ${total} results`;
  const sorted = SORTED_BY[orderby];
  const sortedAttr = sorted !== '' && total !== 1 ? ' data-is-sorted-by="true"' : '';
  const sortedText = sorted !== '' ? `<span class="screen-reader-text">${sorted}</span>` : '';
  return `<p class="woocommerce-result-count" role="status" aria-relevant="all"${sortedAttr} >\n\t${text}${sortedText}</p>\n`;
}
