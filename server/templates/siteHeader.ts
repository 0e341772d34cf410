import { escapeAttr, escapeHtml } from './escape.ts';
import { headerCartLink } from './cartContents.ts';
import { kadenceHeaderCart } from './kadenceHeaderCart.ts';
import { primaryMenu, secondaryMenu } from './menus.ts';
import { miniCartContent } from './miniCart.ts';
import { renderMenu } from './navigation.ts';
import type { PageContext } from './PageContext.ts';
import { productSearchForm } from './searchForm.ts';
import { paths } from './urls.ts';

function headerCart(ctx: PageContext): string {
  const isCart = ctx.currentPath === paths.cart;
  // Unlike stock WooCommerce (empty placeholder filled by a fragment request) the widget is
  // server-rendered, so the mini-cart works with JavaScript off and paints without a round trip.
  // The demo store sets the widget's "Hide if cart is empty" option (the hide_cart_widget_if_empty
  // wrapper), so the dropdown is only offered when the items-in-cart cookie says there is something.
  return `<ul id="site-header-cart" class="site-header-cart menu">
			<li class="${isCart ? 'current-menu-item' : ''}">
			${headerCartLink(ctx.siteUrl, ctx.view)}</li>
			<li>
				<div class="widget woocommerce widget_shopping_cart"><div class="hide_cart_widget_if_empty">${miniCartContent(ctx, ctx.view)}</div></div>			</li>
		</ul>`;
}

export function siteHeader(ctx: PageContext): string {
  const menuOptions = { siteUrl: ctx.siteUrl, currentPath: ctx.currentPath };
  return `<header id="masthead" class="site-header" role="banner">

		<div class="col-full">		<a class="skip-link screen-reader-text" href="#site-navigation">Skip to navigation</a>
		<a class="skip-link screen-reader-text" href="#content">Skip to content</a>
				<div class="site-branding">
			<div class="beta site-title"><a href="${escapeAttr(`${ctx.siteUrl}/`)}" rel="home">${escapeHtml(ctx.storeName)}</a></div><p class="site-description">${escapeHtml(ctx.tagline)}</p>		</div>
					<nav class="secondary-navigation" role="navigation" aria-label="Secondary Navigation">
				<div class="menu-secondary-container">${renderMenu('menu-secondary', secondaryMenu, { ...menuOptions, withIds: true })}</div>			</nav><!-- #site-navigation -->
						<div class="site-search">
				${productSearchForm(ctx.siteUrl, 0, ctx.currentQuery.get('s') ?? '')}			</div>
			</div><div class="storefront-primary-navigation"><div class="col-full">		<nav id="site-navigation" class="main-navigation" role="navigation" aria-label="Primary Navigation">
		<button id="site-navigation-menu-toggle" class="menu-toggle" aria-controls="site-navigation" aria-expanded="false"><span>Menu</span></button>
			<div class="primary-navigation">${renderMenu('menu-primary', primaryMenu, { ...menuOptions, withIds: true })}</div><div class="handheld-navigation">${renderMenu('menu-primary-1', primaryMenu, { ...menuOptions, withIds: false })}</div>		</nav><!-- #site-navigation -->
		${ctx.theme === 'kadence' ? kadenceHeaderCart(ctx.siteUrl, ctx.view) : headerCart(ctx)}
			</div></div>
	</header><!-- #masthead -->
`;
}
