import { countries, countryStates } from '../catalogue/countries.ts';
import { fieldLocale } from '../catalogue/addressLocale.ts';
import type { Destination } from '../store/cart.ts';
import { escapeAttr, escapeHtml } from './escape.ts';

function countrySelect(selected: string): string {
  const options = Object.entries(countries)
    .map(([code, name]) => `<option value="${code}"${code === selected ? ' selected="selected"' : ''}>${escapeHtml(name)}</option>`).join('');
  return `<select name="calc_shipping_country" id="calc_shipping_country" class="country_to_state country_select" rel="calc_shipping_state"><option value="default">Select a country / region&hellip;</option>${options}</select>`;
}

function stateControl(country: string, value: string, label: string): string {
  const states = countryStates[country];
  if (states !== undefined && Object.keys(states).length === 0) {
    return `<input type="hidden" name="calc_shipping_state" id="calc_shipping_state" placeholder="${escapeAttr(label)}" />`;
  }
  if (states !== undefined) {
    const options = Object.entries(states)
      .map(([code, name]) => `<option value="${code}"${code === value ? ' selected="selected"' : ''}>${escapeHtml(name)}</option>`).join('');
    return `<select name="calc_shipping_state" class="state_select" id="calc_shipping_state" data-placeholder="${escapeAttr(label)}"><option value="">Select an option&hellip;</option>${options}</select>`;
  }
  return `<input type="text" class="input-text" value="${escapeAttr(value)}" placeholder="${escapeAttr(label)}" name="calc_shipping_state" id="calc_shipping_state" />`;
}

/**
 * cart/shipping-calculator.php. WooCommerce hides the form with an inline style and only its script
 * can open it; the `<noscript>` style opens it for shoppers without JavaScript (a deliberate
 * difference: every page must work with JavaScript off) and costs nothing when scripts run.
 */
export function shippingCalculator(destination: Destination | null, nonce: string, action: string): string {
  const country = destination?.country ?? 'US';
  const stateLabel = fieldLocale(country, 'state').label ?? 'State / County';
  const hideState = countryStates[country] !== undefined && Object.keys(countryStates[country]!).length === 0;
  return `<noscript><style>.woocommerce-shipping-calculator .shipping-calculator-form{display:block!important}</style></noscript>
<form class="woocommerce-shipping-calculator" action="${escapeAttr(action)}" method="post">
	<a href="#" class="shipping-calculator-button" aria-expanded="false" aria-controls="shipping-calculator-form" role="button">Change address</a>
	<section class="shipping-calculator-form" id="shipping-calculator-form" style="display:none;">
		<p class="form-row form-row-wide" id="calc_shipping_country_field">
			<label for="calc_shipping_country" class="screen-reader-text">Country / region:</label>
			${countrySelect(country)}
		</p>
		<p class="form-row form-row-wide" id="calc_shipping_state_field"${hideState ? ' style="display: none"' : ''}>
			<label for="calc_shipping_state" class="screen-reader-text">${escapeHtml(stateLabel)}:</label>
			${stateControl(country, destination?.state ?? '', stateLabel)}
		</p>
		<p class="form-row form-row-wide" id="calc_shipping_city_field">
			<label for="calc_shipping_city" class="screen-reader-text">City:</label>
			<input type="text" class="input-text" value="${escapeAttr(destination?.city ?? '')}" placeholder="City" name="calc_shipping_city" id="calc_shipping_city" />
		</p>
		<p class="form-row form-row-wide" id="calc_shipping_postcode_field">
			<label for="calc_shipping_postcode" class="screen-reader-text">Postcode / ZIP:</label>
			<input type="text" class="input-text" value="${escapeAttr(destination?.postcode ?? '')}" placeholder="Postcode / ZIP" name="calc_shipping_postcode" id="calc_shipping_postcode" />
		</p>
		<p><button type="submit" name="calc_shipping" value="1" class="button">Update</button></p>
		<input type="hidden" id="woocommerce-shipping-calculator-nonce" name="woocommerce-shipping-calculator-nonce" value="${escapeAttr(nonce)}" /><input type="hidden" name="_wp_http_referer" value="/cart/" />
	</section>
</form>`;
}
