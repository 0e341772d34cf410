import type { ProductAttribute } from '../../productPages/types.ts';
import type { Product } from '../../store/Product.ts';
import { escapeAttr, escapeHtml } from '../escape.ts';
import { quantityInput } from '../quantityInput.ts';

/**
 * `woocommerce_ajax_variation_threshold`: up to this many variations the form carries their data;
 * above it, data-product_variations is "false" and the form asks wc-ajax=get_variation.
 */
export const AJAX_VARIATION_THRESHOLD = 30;

/** wc_dropdown_variation_attribute_options(): terms this product's variations use, in term order. */
function attributeSelect(attribute: ProductAttribute, used: ReadonlySet<string>, selected: string): string {
  const name = `attribute_${attribute.taxonomy}`;
  const options = attribute.terms.filter((t) => used.has(t.slug))
    .map((t) => `<option value="${escapeAttr(t.slug)}" ${t.slug === selected ? ' selected=\'selected\'' : ''}>${escapeHtml(t.name)}</option>`).join('');
  return `<select id="${escapeAttr(attribute.taxonomy)}" class="" name="${escapeAttr(name)}" data-attribute_name="${escapeAttr(name)}" `
    + `data-show_option_none="yes"><option value="">Choose an option</option>${options}</select>`;
}

export interface VariableFormOptions {
  action: string;
  product: Product;
  attributes: readonly ProductAttribute[];
  variations: readonly Product[];
  /** JSON of get_available_variation() for each, or null above the threshold. */
  variationsJson: string | null;
  /** `attribute_*` values chosen before (WooCommerce keeps them from the request). */
  chosen: Readonly<Record<string, string>>;
}

/** single-product/add-to-cart/variable.php with variation-add-to-cart-button.php inside. */
export function variableAddToCart(o: VariableFormOptions): string {
  const { product: p } = o;
  const rows = o.attributes.map((a, i) => {
    const used = new Set(o.variations.map((v) => v.variation[`attribute_${a.taxonomy}`] ?? ''));
    const reset = i === o.attributes.length - 1 ? '<a class="reset_variations" href="#" aria-label="Clear options">Clear</a>' : '';
    return `<tr>
						<th class="label"><label for="${escapeAttr(a.taxonomy)}">${escapeHtml(a.label)}</label></th>
						<td class="value">
							${attributeSelect(a, used, o.chosen[`attribute_${a.taxonomy}`] ?? '')}${reset}
						</td>
					</tr>`;
  }).join('\n\t\t\t\t\t');
  return `
<form class="variations_form cart" action="${escapeAttr(o.action)}" method="post" enctype='multipart/form-data' data-product_id="${p.id}" data-product_variations="${escapeAttr(o.variationsJson ?? 'false')}">
	
			<table class="variations" cellspacing="0" role="presentation">
				<tbody>
					${rows}
				</tbody>
			</table>
			<div class="reset_variations_alert screen-reader-text" role="alert" aria-live="polite" aria-relevant="all"></div>
			
			<div class="single_variation_wrap">
				<div class="woocommerce-variation single_variation" role="alert" aria-relevant="additions"></div><div class="woocommerce-variation-add-to-cart variations_button">
	
	${quantityInput({ id: `quantity_${p.id}`, name: 'quantity', value: 1, min: 1, max: null, productName: p.name })}

	<button type="submit" class="single_add_to_cart_button button alt">Add to cart</button>

	
	<input type="hidden" name="add-to-cart" value="${p.id}" />
	<input type="hidden" name="product_id" value="${p.id}" />
	<input type="hidden" name="variation_id" class="variation_id" value="0" />
</div>
			</div>
			
	</form>
`;
}

/** single-product/add-to-cart/variation.php: the wp.template()s the variations script fills. */
export const VARIATION_TEMPLATES = `<script type="text/template" id="tmpl-variation-template">
	<div class="woocommerce-variation-description">{{{ data.variation.variation_description }}}</div>
	<div class="woocommerce-variation-price">{{{ data.variation.price_html }}}</div>
	<div class="woocommerce-variation-availability">{{{ data.variation.availability_html }}}</div>
</script>
<script type="text/template" id="tmpl-unavailable-variation-template">
	<p role="alert">Sorry, this product is unavailable. Please choose a different combination.</p>
</script>
`;
