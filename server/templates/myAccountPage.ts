import type { User } from '../store/createUsers.ts';
import { escapeAttr, escapeHtml } from './escape.ts';
import { localizeScript } from './globals.ts';
import { paths } from './urls.ts';

/** Account endpoints (WooCommerce's default slugs under the my account page). */
export const accountPaths = {
  lostPassword: `${paths.myAccount}lost-password/`,
  editAccount: `${paths.myAccount}edit-account/`,
  editBillingAddress: `${paths.myAccount}edit-address/billing/`,
};

/**
 * What WordPress and WooCommerce localize where the strength meter is enqueued (guest registration with
 * a password field, lost password, edit account): password-strength-meter's `pwsL10n` and
 * wc-password-strength-meter's params, as WooCommerce 11.0.1 on WordPress 7.1 print them.
 */
export function passwordStrengthGlobals(): string {
  return localizeScript('password-strength-meter', [['pwsL10n', {
    unknown: 'Password strength unknown', short: 'Very weak', bad: 'Weak', good: 'Medium', strong: 'Strong', mismatch: 'Mismatch',
  }]]) + localizeScript('wc-password-strength-meter', [['wc_password_strength_meter_params', {
    min_password_strength: '3', stop_checkout: '', i18n_password_error: 'Please enter a stronger password.',
    i18n_password_hint: 'Hint: The password should be at least twelve characters long. To make it stronger, use upper and lower case letters, numbers, and symbols like ! " ? $ % ^ & ).',
  }]]);
}

export interface AccountForms {
  loginNonce: string;
  registerNonce: string;
  username: string;
  email: string;
}

const REQUIRED = '&nbsp;<span class="required" aria-hidden="true">*</span><span class="screen-reader-text">Required</span>';

/** templates/myaccount/form-login.php v6 with registration on (reference s7.8). */
export function loginAndRegisterForms(f: AccountForms): string {
  return `<div class="u-columns col2-set" id="customer_login">

	<div class="u-column1 col-1">
		<h2>Login</h2>

		<form class="woocommerce-form woocommerce-form-login login" method="post" novalidate>
			<p class="woocommerce-form-row woocommerce-form-row--wide form-row form-row-wide">
				<label for="username">Username or email address${REQUIRED}</label>
				<input type="text" class="woocommerce-Input woocommerce-Input--text input-text" name="username" id="username" autocomplete="username" value="${escapeAttr(f.username)}" required aria-required="true" />			</p>
			<p class="woocommerce-form-row woocommerce-form-row--wide form-row form-row-wide">
				<label for="password">Password${REQUIRED}</label>
				<input class="woocommerce-Input woocommerce-Input--text input-text" type="password" name="password" id="password" autocomplete="current-password" required aria-required="true" />
			</p>
			<!-- woocommerce_login_form hook: captcha slot (spec s2: optional, no captcha configured) -->
			<p class="form-row">
				<label class="woocommerce-form__label woocommerce-form__label-for-checkbox woocommerce-form-login__rememberme">
					<input class="woocommerce-form__input woocommerce-form__input-checkbox" name="rememberme" type="checkbox" id="rememberme" value="forever" /> <span>Remember me</span>
				</label>
				<input type="hidden" id="woocommerce-login-nonce" name="woocommerce-login-nonce" value="${escapeAttr(f.loginNonce)}" /><input type="hidden" name="_wp_http_referer" value="/my-account/" />				<button type="submit" class="woocommerce-button button woocommerce-form-login__submit" name="login" value="Log in">Log in</button>
			</p>
			<p class="woocommerce-LostPassword lost_password">
				<a href="/my-account/lost-password/">Lost your password?</a>
			</p>
		</form>
	</div>

	<div class="u-column2 col-2">
		<h2>Register</h2>

		<form method="post" class="woocommerce-form woocommerce-form-register register"  >
			<p class="woocommerce-form-row woocommerce-form-row--wide form-row form-row-wide">
				<label for="reg_email">Email address${REQUIRED}</label>
				<input type="email" class="woocommerce-Input woocommerce-Input--text input-text" name="email" id="reg_email" autocomplete="email" value="${escapeAttr(f.email)}" required aria-required="true" />			</p>
			<p class="woocommerce-form-row woocommerce-form-row--wide form-row form-row-wide">
				<label for="reg_password">Password${REQUIRED}</label>
				<input type="password" class="woocommerce-Input woocommerce-Input--text input-text" name="password" id="reg_password" autocomplete="new-password" required aria-required="true" />
			</p>
			<!-- woocommerce_register_form hook: captcha slot (no captcha configured) -->
			<wc-order-attribution-inputs></wc-order-attribution-inputs><div class="woocommerce-privacy-policy-text"><p>Your personal data will be used to support your experience throughout this website, to manage access to your account, and for other purposes described in our privacy policy.</p>
</div>
			<p class="woocommerce-form-row form-row">
				<input type="hidden" id="woocommerce-register-nonce" name="woocommerce-register-nonce" value="${escapeAttr(f.registerNonce)}" /><input type="hidden" name="_wp_http_referer" value="/my-account/" />				<button type="submit" class="woocommerce-Button woocommerce-button button woocommerce-form-register__submit" name="register" value="Register">Register</button>
			</p>
		</form>
	</div>
</div>`;
}

/** templates/myaccount/navigation.php: the current endpoint is marked active. */
function accountNavigation(siteUrl: string, logoutUrl: string, current: 'dashboard' | 'edit-address' | 'edit-account'): string {
  const link = (endpoint: string, path: string, label: string): string => current === endpoint
    ? `<li class="woocommerce-MyAccount-navigation-link woocommerce-MyAccount-navigation-link--${endpoint} is-active"><a href="${escapeAttr(siteUrl + path)}" aria-current="page">${label}</a></li>`
    : `<li class="woocommerce-MyAccount-navigation-link woocommerce-MyAccount-navigation-link--${endpoint}"><a href="${escapeAttr(siteUrl + path)}">${label}</a></li>`;
  return `<nav class="woocommerce-MyAccount-navigation" aria-label="Account pages">
	<ul>
		${link('dashboard', paths.myAccount, 'Dashboard')}
		${link('edit-address', accountPaths.editBillingAddress, 'Addresses')}
		${link('edit-account', accountPaths.editAccount, 'Account details')}
		<li class="woocommerce-MyAccount-navigation-link woocommerce-MyAccount-navigation-link--customer-logout"><a href="${escapeAttr(logoutUrl)}">Log out</a></li>
	</ul>
</nav>`;
}

/** templates/myaccount/navigation.php + dashboard.php. */
export function accountDashboard(siteUrl: string, user: User, logoutUrl: string): string {
  return `${accountNavigation(siteUrl, logoutUrl, 'dashboard')}
<div class="woocommerce-MyAccount-content">
	<p>Hello <strong>${escapeHtml(user.displayName)}</strong> (not <strong>${escapeHtml(user.displayName)}</strong>? <a href="${escapeAttr(logoutUrl)}">Log out</a>)</p>
	<p>From your account dashboard you can view your recent orders, manage your shipping and billing addresses, and edit your password and account details.</p>
</div>`;
}

export function myAccountArticle(inner: string): string {
  return `<article id="post-9" class="post-9 page type-page status-publish hentry">
			<header class="entry-header">
			<h1 class="entry-title">My account</h1>		</header><!-- .entry-header -->
				<div class="entry-content">
			<div class="woocommerce"><div class="woocommerce-notices-wrapper"></div>
${inner}
</div>
					</div><!-- .entry-content -->
		</article><!-- #post-## -->`;
}

/** templates/myaccount/form-lost-password.php v9.2.0. */
export function lostPasswordForm(nonce: string): string {
  return `<form method="post" class="woocommerce-ResetPassword lost_reset_password">

	<p>Lost your password? Please enter your username or email address. You will receive a link to create a new password via email.</p>
	<p class="woocommerce-form-row woocommerce-form-row--first form-row form-row-first">
		<label for="user_login">Username or email${REQUIRED}</label>
		<input class="woocommerce-Input woocommerce-Input--text input-text" type="text" name="user_login" id="user_login" autocomplete="username" required aria-required="true" />
	</p>

	<div class="clear"></div>

	<p class="woocommerce-form-row form-row">
		<input type="hidden" name="wc_reset_password" value="true" />
		<button type="submit" class="woocommerce-Button button" value="Reset password">Reset password</button>
	</p>

	<input type="hidden" id="woocommerce-lost-password-nonce" name="woocommerce-lost-password-nonce" value="${escapeAttr(nonce)}" /><input type="hidden" name="_wp_http_referer" value="${accountPaths.lostPassword}" />
</form>`;
}

/** templates/myaccount/lost-password-confirmation.php (its notice printed by wc_print_notice). */
export function lostPasswordConfirmation(): string {
  return `<div class="woocommerce-message" role="alert">Password reset email has been sent.</div>
<p>A password reset email has been sent to the email address on file for your account, but may take several minutes to show up in your inbox. Please wait at least 10 minutes before attempting another reset.</p>`;
}

export interface EditAccountFields {
  nonce: string;
  firstName: string;
  lastName: string;
  displayName: string;
  email: string;
}

/** templates/myaccount/form-edit-account.php v9.7.0, inside the account navigation. */
export function editAccountPage(siteUrl: string, logoutUrl: string, f: EditAccountFields): string {
  const star = '&nbsp;<span class="required" aria-hidden="true">*</span>';
  return `${accountNavigation(siteUrl, logoutUrl, 'edit-account')}
<div class="woocommerce-MyAccount-content">
<form class="woocommerce-EditAccountForm edit-account" action="" method="post" >
	<p class="woocommerce-form-row woocommerce-form-row--first form-row form-row-first">
		<label for="account_first_name">First name${star}</label>
		<input type="text" class="woocommerce-Input woocommerce-Input--text input-text" name="account_first_name" id="account_first_name" autocomplete="given-name" value="${escapeAttr(f.firstName)}" aria-required="true" />
	</p>
	<p class="woocommerce-form-row woocommerce-form-row--last form-row form-row-last">
		<label for="account_last_name">Last name${star}</label>
		<input type="text" class="woocommerce-Input woocommerce-Input--text input-text" name="account_last_name" id="account_last_name" autocomplete="family-name" value="${escapeAttr(f.lastName)}" aria-required="true" />
	</p>
	<div class="clear"></div>

	<p class="woocommerce-form-row woocommerce-form-row--wide form-row form-row-wide">
		<label for="account_display_name">Display name${star}</label>
		<input type="text" class="woocommerce-Input woocommerce-Input--text input-text" name="account_display_name" id="account_display_name" aria-describedby="account_display_name_description" value="${escapeAttr(f.displayName)}" aria-required="true" />
		<span id="account_display_name_description"><em>This will be how your name will be displayed in the account section and in reviews</em></span>
	</p>
	<div class="clear"></div>

	<p class="woocommerce-form-row woocommerce-form-row--wide form-row form-row-wide">
		<label for="account_email">Email address${star}</label>
		<input type="email" class="woocommerce-Input woocommerce-Input--email input-text" name="account_email" id="account_email" autocomplete="email" value="${escapeAttr(f.email)}" aria-required="true" />
	</p>

	<fieldset>
		<legend>Password change</legend>

		<p class="woocommerce-form-row woocommerce-form-row--wide form-row form-row-wide">
			<label for="password_current">Current password (leave blank to leave unchanged)</label>
			<input type="password" class="woocommerce-Input woocommerce-Input--password input-text" name="password_current" id="password_current" autocomplete="current-password" />
		</p>
		<p class="woocommerce-form-row woocommerce-form-row--wide form-row form-row-wide">
			<label for="password_1">New password (leave blank to leave unchanged)</label>
			<input type="password" class="woocommerce-Input woocommerce-Input--password input-text" name="password_1" id="password_1" autocomplete="new-password" />
		</p>
		<p class="woocommerce-form-row woocommerce-form-row--wide form-row form-row-wide">
			<label for="password_2">Confirm new password</label>
			<input type="password" class="woocommerce-Input woocommerce-Input--password input-text" name="password_2" id="password_2" autocomplete="new-password" />
		</p>
	</fieldset>
	<div class="clear"></div>

	<p>
		<input type="hidden" id="save-account-details-nonce" name="save-account-details-nonce" value="${escapeAttr(f.nonce)}" /><input type="hidden" name="_wp_http_referer" value="${accountPaths.editAccount}" />		<button type="submit" class="woocommerce-Button button" name="save_account_details" value="Save changes">Save changes</button>
		<input type="hidden" name="action" value="save_account_details" />
	</p>
</form>
</div>`;
}

/** templates/myaccount/form-edit-address.php v9.3.0 for the billing address; `fields` are woocommerce_form_field rows. */
export function editBillingAddressPage(siteUrl: string, logoutUrl: string, fields: string, nonce: string): string {
  return `${accountNavigation(siteUrl, logoutUrl, 'edit-address')}
<div class="woocommerce-MyAccount-content">
<form method="post" novalidate>

		<h2>Billing address</h2>
		<div class="woocommerce-address-fields">
			<div class="woocommerce-address-fields__field-wrapper">
				${fields}
			</div>

			<p>
				<button type="submit" class="button" name="save_address" value="Save address">Save address</button>
				<input type="hidden" id="woocommerce-edit-address-nonce" name="woocommerce-edit-address-nonce" value="${escapeAttr(nonce)}" /><input type="hidden" name="_wp_http_referer" value="${accountPaths.editBillingAddress}" />				<input type="hidden" name="action" value="edit_address" />
			</p>
		</div>

	</form>
</div>`;
}
