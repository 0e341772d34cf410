import type { ProductAttribute } from '../../productPages/types.ts';
import type { Product } from '../../store/Product.ts';
import { weightHtml } from '../../productPages/availableVariation.ts';
import { escapeHtml } from '../escape.ts';

export interface ProductTab {
  key: string;
  title: string;
  /** Panel content after WooCommerce's own heading. */
  content: string;
}

function attributeRow(key: string, label: string, value: string): string {
  return `
			<tr class="woocommerce-product-attributes-item woocommerce-product-attributes-item--${key}">
			<th class="woocommerce-product-attributes-item__label" scope="row">${label}</th>
			<td class="woocommerce-product-attributes-item__value">${value}</td>
		</tr>`;
}

/** single-product/product-attributes.php: weight, dimensions, then each visible attribute's terms. */
export function additionalInformation(p: Product, attributes: readonly ProductAttribute[]): string {
  const rows = [
    p.weightKg === null ? '' : attributeRow('weight', 'Weight', weightHtml(p.weightKg)),
    p.dimensions === null ? '' : attributeRow('dimensions', 'Dimensions', escapeHtml(p.dimensions)),
    ...attributes.map((a) => attributeRow(`attribute_${a.taxonomy}`, escapeHtml(a.label), `<p>${a.terms.map((t) => escapeHtml(t.name)).join(', ')}</p>\n`)),
  ].join('');
  return rows === '' ? '' : `
	<h2>Additional information</h2>

<table class="woocommerce-product-attributes shop_attributes" aria-label="Product Details">${rows}
	</table>
`;
}

/**
 * single-product/tabs/tabs.php. Every panel is in the page (the anchors work with JavaScript off);
 * the tabs island shows one at a time. No tab is marked active here: single-product.js picks the
 * first (or the one the URL's hash names) when it runs, as WooCommerce does.
 */
export function productTabs(tabs: readonly ProductTab[]): string {
  const titles = tabs.map((t) => `
							<li role="presentation" class="${t.key}_tab" id="tab-title-${t.key}">
					<a href="#tab-${t.key}" role="tab" aria-controls="tab-${t.key}">
						${t.title}					</a>
				</li>`).join('');
  const panels = tabs.map((t) => `
					<div class="woocommerce-Tabs-panel woocommerce-Tabs-panel--${t.key} panel entry-content wc-tab" id="tab-${t.key}" role="tabpanel" aria-labelledby="tab-title-${t.key}">
				${t.content}
			</div>`).join('');
  return `<div class="woocommerce-tabs wc-tabs-wrapper">
		<ul class="tabs wc-tabs" role="tablist">${titles}
					</ul>${panels}
		
			</div>`;
}
