import type { Posted } from '../store/posted.ts';
import { escapeAttr } from './escape.ts';

/** The demo's terms and conditions page (WooCommerce: Settings > Advanced > Terms and conditions). */
export const TERMS_PATH = '/terms-and-conditions/';

/** The terms page's content, printed on its page and inline on the checkout (wc_terms_and_conditions_page_content). */
export const TERMS_CONTENT = `<h2>Terms and conditions</h2>
<p>Orders are shipped from Lincoln, Nebraska, within two working days. Drones and batteries ship by ground only.</p>
<p>Unused items may be returned within 30 days. Batteries that have been charged cannot be returned.</p>
<p>Prices include the taxes shown at checkout. Spare parts are covered by the maker's warranty.</p>`;

/**
 * checkout/terms.php with a terms page set: the privacy text, the page's content hidden inline
 * (`style="display: none; max-height: 200px; overflow: auto;"`, only checkout.js opens it), and the
 * required checkbox whose label links to the page (opened in a new tab without JavaScript).
 */
export function termsSection(siteUrl: string, posted: Posted): string {
  const checked = posted['terms'] !== undefined ? ' checked="checked"' : '';
  return `<div class="woocommerce-terms-and-conditions-wrapper">
		<div class="woocommerce-privacy-policy-text"><p>Your personal data will be used to process your order, support your experience throughout this website, and for other purposes described in our privacy policy.</p>
</div><div class="woocommerce-terms-and-conditions" style="display: none; max-height: 200px; overflow: auto;">${TERMS_CONTENT}</div>
			<p class="form-row validate-required">
				<label class="woocommerce-form__label woocommerce-form__label-for-checkbox checkbox">
				<input type="checkbox" class="woocommerce-form__input woocommerce-form__input-checkbox input-checkbox" name="terms"${checked} id="terms" />
					<span class="woocommerce-terms-and-conditions-checkbox-text">I have read and agree to the website <a href="${escapeAttr(siteUrl + TERMS_PATH)}" class="woocommerce-terms-and-conditions-link" target="_blank">terms and conditions</a></span>&nbsp;<abbr class="required" title="required">*</abbr>
				</label>
				<input type="hidden" name="terms-field" value="1" />
			</p>
	</div>`;
}
