import { escapeAttr } from './escape.ts';

/**
 * checkout/form-login.php for a guest: the 'Returning customer?' notice and the login form, hidden
 * inline (`style="display:none;"`, as WooCommerce prints it: only checkout.js opens it). The
 * `<noscript>` style keeps it usable without JavaScript, as the demo does for the coupon form. It
 * posts to My account's login handler (WooCommerce posts to the checkout and redirects back).
 */
export function loginSection(myAccountUrl: string, nonce: string): string {
  return `<noscript><style>.woocommerce-form-login.login{display:block!important}</style></noscript>
<div class="woocommerce-form-login-toggle">
	<div class="woocommerce-info">
		Returning customer? <a href="#" class="showlogin">Click here to login</a>	</div>
</div>
<form class="woocommerce-form woocommerce-form-login login" method="post" action="${escapeAttr(myAccountUrl)}" style="display:none;">
	<p>If you have shopped with us before, please enter your details below. If you are a new customer, please proceed to the Billing section.</p>
	<p class="form-row form-row-first">
		<label for="username">Username or email&nbsp;<span class="required" aria-hidden="true">*</span><span class="screen-reader-text">Required</span></label>
		<input type="text" class="input-text" name="username" id="username" autocomplete="username" required aria-required="true" />
	</p>
	<p class="form-row form-row-last">
		<label for="password">Password&nbsp;<span class="required" aria-hidden="true">*</span><span class="screen-reader-text">Required</span></label>
		<input class="input-text woocommerce-Input" type="password" name="password" id="password" autocomplete="current-password" required aria-required="true" />
	</p>
	<div class="clear"></div>
	<p class="form-row">
		<label class="woocommerce-form__label woocommerce-form__label-for-checkbox woocommerce-form-login__rememberme">
			<input class="woocommerce-form__input woocommerce-form__input-checkbox" name="rememberme" type="checkbox" id="rememberme" value="forever" /> <span>Remember me</span>
		</label>
		<input type="hidden" id="woocommerce-login-nonce" name="woocommerce-login-nonce" value="${escapeAttr(nonce)}" />
		<button type="submit" class="woocommerce-button button woocommerce-form-login__submit" name="login" value="Login">Login</button>
	</p>
	<div class="clear"></div>
</form>`;
}
