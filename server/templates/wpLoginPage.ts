import { escapeAttr, escapeHtml } from './escape.ts';
import { STYLESHEET_PATH } from './layout.ts';

export interface WpLoginView {
  storeName: string;
  siteUrl: string;
  redirectTo: string;
  username: string;
  error: string | null;
}

/** wp-login.php's login form (not the theme shell): `form#loginform`, #user_login, #user_pass, #wp-submit. */
export function wpLoginPage(v: WpLoginView): string {
  const error = v.error === null ? '' : `<div id="login_error" class="notice notice-error" role="alert"><p>${v.error}</p></div>\n`;
  return `<!DOCTYPE html>
<html lang="en-US">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=UTF-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>Log In &lsaquo; ${escapeHtml(v.storeName)} &#8212; WordPress</title>
<meta name='robots' content='max-image-preview:large, noindex, noarchive' />
<link rel='stylesheet' href='${escapeAttr(STYLESHEET_PATH)}' media='all' />
</head>
<body class="login no-js login-action-login wp-core-ui locale-en-us">
<main id="login-main">
<div id="login">
	<h1 class="wp-login-logo"><a href="${escapeAttr(`${v.siteUrl}/`)}">${escapeHtml(v.storeName)}</a></h1>
	${error}
	<form name="loginform" id="loginform" action="${escapeAttr(`${v.siteUrl}/wp-login.php`)}" method="post">
		<p>
			<label for="user_login">Username or Email Address</label>
			<input type="text" name="log" id="user_login" class="input" value="${escapeAttr(v.username)}" size="20" autocapitalize="off" autocomplete="username" required="required" />
		</p>
		<div class="user-pass-wrap">
			<label for="user_pass">Password</label>
			<div class="wp-pwd">
				<input type="password" name="pwd" id="user_pass" class="input password-input" value="" size="20" autocomplete="current-password" spellcheck="false" required="required" />
			</div>
		</div>
		<p class="forgetmenot"><input name="rememberme" type="checkbox" id="rememberme" value="forever" /> <label for="rememberme">Remember Me</label></p>
		<p class="submit">
			<input type="submit" name="wp-submit" id="wp-submit" class="button button-primary button-large" value="Log In" />
			<input type="hidden" name="redirect_to" value="${escapeAttr(v.redirectTo)}" />
			<input type="hidden" name="testcookie" value="1" />
		</p>
	</form>
	<p id="nav"><a class="wp-login-register" href="${escapeAttr(`${v.siteUrl}/my-account/`)}">Register</a></p>
	<p id="backtoblog"><a href="${escapeAttr(`${v.siteUrl}/`)}">&larr; Go to ${escapeHtml(v.storeName)}</a></p>
</div>
</main>
</body>
</html>
`;
}
