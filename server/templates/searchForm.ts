import { escapeAttr } from './escape.ts';

const LANDMARK_LABELS = ['Product search', 'Product search (footer bar)', 'Product search (page)'];

/**
 * get_product_search_form(); `index` keeps the field ids unique when the form appears twice on a
 * page. The aria-label is ours: two unlabelled search landmarks fail axe's landmark-unique rule.
 */
export function productSearchForm(siteUrl: string, index: number, value = ''): string {
  const id = `woocommerce-product-search-field-${index}`;
  const label = LANDMARK_LABELS[index] ?? `Product search ${index}`;
  return `<div class="widget woocommerce widget_product_search"><form role="search" aria-label="${label}" method="get" class="woocommerce-product-search" action="${escapeAttr(`${siteUrl}/`)}">
	<label class="screen-reader-text" for="${id}">Search for:</label>
	<input type="search" id="${id}" class="search-field" placeholder="Search products&hellip;" value="${escapeAttr(value)}" name="s" />
	<button type="submit" value="Search" class="">Search</button>
	<input type="hidden" name="post_type" value="product" />
</form>
</div>`;
}
