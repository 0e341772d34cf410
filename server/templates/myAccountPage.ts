import type { User } from '../store/createUsers.ts';
import { escapeAttr, escapeHtml } from './escape.ts';
import { paths } from './urls.ts';

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

/** templates/myaccount/navigation.php + dashboard.php. */
export function accountDashboard(siteUrl: string, user: User, logoutUrl: string): string {
  return `<nav class="woocommerce-MyAccount-navigation" aria-label="Account pages">
	<ul>
		<li class="woocommerce-MyAccount-navigation-link woocommerce-MyAccount-navigation-link--dashboard is-active"><a href="${escapeAttr(siteUrl + paths.myAccount)}" aria-current="page">Dashboard</a></li>
		<li class="woocommerce-MyAccount-navigation-link woocommerce-MyAccount-navigation-link--customer-logout"><a href="${escapeAttr(logoutUrl)}">Log out</a></li>
	</ul>
</nav>
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
