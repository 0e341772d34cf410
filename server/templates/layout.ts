import { comingSoonBanner, storeNotice } from './banners.ts';
import { breadcrumb } from './breadcrumb.ts';
import { compatScriptTags } from './compatScripts.ts';
import type { Crumb } from './breadcrumb.ts';
import { escapeAttr, escapeHtml } from './escape.ts';
import { localeSettingsBlock } from '../http/demoLocale.ts';
import { cartStorageHash, footerGlobals, headGlobals, islandsScriptTag } from './globals.ts';
import { headerCartScript } from '../http/neutralPages.ts';
import { LEGACY_FOOTER_SCRIPTS, LEGACY_HEAD_SCRIPTS, legacyScriptTags } from './legacyScripts.ts';
import type { PageContext } from './PageContext.ts';
import { siteFooter } from './siteFooter.ts';
import { siteHeader } from './siteHeader.ts';
import { paths } from './urls.ts';
import { fontUrl, PRELOADED_WEIGHTS } from '../routes/fontFiles.ts';

/** Where WordPress serves jQuery core; the demo serves the same version from npm. */
export const JQUERY_PATH = '/wp-includes/js/jquery/jquery.min.js';
const JQUERY_SCRIPT_TAG = `<script src="${JQUERY_PATH}?ver=3.7.1" id="jquery-core-js"></script>\n`;

export const STYLESHEET_PATH = '/wp-content/themes/storefront-lite/storefront-lite.css';
/** The theme's right-to-left sheet, printed after the main one when the locale's dir is rtl (WordPress's rtl.css). */
export const RTL_STYLESHEET_PATH = '/wp-content/themes/storefront-lite/storefront-lite-rtl.css';

export interface PageShell {
  /** Page title before " – Store name"; null on the home page (store name – tagline). */
  title: string | null;
  /** WordPress body classes for this template (archive, single-product, woocommerce-cart, …). */
  bodyClasses: readonly string[];
  /** Trail after the home crumb; null hides the breadcrumb (home page). */
  breadcrumb: readonly Crumb[] | null;
  /** Markup inside `main#main`. */
  main: string;
  /** Extra localize blocks printed in the head after the WooCommerce ones. */
  headScripts?: string;
  /** Markup printed before the footer globals (e.g. the Jetpack carousel skeleton and its strings). */
  footerMarkup?: string;
  /** Store pages get the coming-soon banner for admins (woocommerce_store_pages_only). */
  storePage?: boolean;
}

function bodyClass(ctx: PageContext, shell: PageShell): string {
  return [
    ...shell.bodyClasses, 'wp-embed-responsive', 'wp-theme-storefront', 'theme-storefront',
    ctx.storeNotice === null ? '' : 'woocommerce-demo-store', 'woocommerce-no-js',
    ctx.user === null ? '' : 'logged-in',
    'storefront-secondary-navigation', 'storefront-align-wide', 'storefront-full-width-content', 'woocommerce-active',
  ].filter((c) => c !== '').join(' ');
}

function documentTitle(ctx: PageContext, shell: PageShell): string {
  return shell.title === null ? `${ctx.storeName} &#8211; ${escapeHtml(ctx.tagline)}` : `${escapeHtml(shell.title)} &#8211; ${escapeHtml(ctx.storeName)}`;
}

export function layout(ctx: PageContext, shell: PageShell): string {
  const banner = ctx.comingSoon !== null && shell.storePage === true
    ? comingSoonBanner(ctx.siteUrl, ctx.comingSoon.restUrl, ctx.comingSoon.nonce) : '';
  return `<!doctype html>
<html lang="${escapeAttr(ctx.locale?.lang ?? 'en-US')}"${ctx.locale?.dir === 'rtl' ? ' dir="rtl"' : ''}>
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${documentTitle(ctx, shell)}</title>
<meta name='robots' content='max-image-preview:large' />
${ctx.neutral === true ? headerCartScript(cartStorageHash(ctx.siteUrl)) : ''}<link rel='stylesheet' id='storefront-lite-css' href='${escapeAttr(STYLESHEET_PATH)}' media='all' />
${ctx.locale?.dir === 'rtl' ? `<link rel='stylesheet' id='storefront-lite-rtl-css' href='${escapeAttr(RTL_STYLESHEET_PATH)}' media='all' />\n` : ''}${PRELOADED_WEIGHTS.map((weight) => `<link rel='preload' href='${escapeAttr(fontUrl(weight))}' as='font' type='font/woff2' crossorigin />`).join('\n')}
<noscript><style>@media (max-width: 767px) { .menu-toggle { display: none; } .main-navigation .handheld-navigation { display: block; } .site-header .site-search { display: block; } }</style></noscript>
${ctx.legacy === true ? legacyScriptTags(LEGACY_HEAD_SCRIPTS) : ctx.jquery ? JQUERY_SCRIPT_TAG : ''}${headGlobals(ctx.siteUrl, ctx.currentPath === paths.cart)}${shell.headScripts ?? ''}${ctx.islands ? islandsScriptTag(ctx.islandsVersion, ctx.islandsLoaderChunk) : ''}<link rel="https://api.w.org/" href="${escapeAttr(`${ctx.siteUrl}/wp-json/`)}" />
<meta name="generator" content="WooCommerce 11.0.1" />
</head>

<body class="${escapeAttr(bodyClass(ctx, shell))}">

${ctx.storeNotice === null ? '' : storeNotice(ctx.storeNotice)}
<div id="page" class="hfeed site">
	${siteHeader(ctx)}
	${shell.breadcrumb === null ? '' : breadcrumb(ctx.siteUrl, shell.breadcrumb)}
	<div id="content" class="site-content" tabindex="-1">
		<div class="col-full">

		<div class="woocommerce">${ctx.noticesHtml}</div>		<div id="primary" class="content-area">
			<main id="main" class="site-main" role="main">
${shell.main}
			</main><!-- #main -->
		</div><!-- #primary -->

		</div><!-- .col-full -->
	</div><!-- #content -->

	${siteFooter(ctx)}
</div><!-- #page -->
${banner}${shell.footerMarkup ?? ''}${ctx.legacy === true ? legacyScriptTags(LEGACY_FOOTER_SCRIPTS) : ''}${footerGlobals(ctx.siteUrl, ctx.user)}${ctx.islands && ctx.locale ? localeSettingsBlock(ctx.locale) : ''}${compatScriptTags(ctx)}
</body>
</html>
`;
}
