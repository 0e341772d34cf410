import { escapeAttr, escapeHtml } from './escape.ts';
import { footerCartLink } from './cartContents.ts';
import { newsletterForm } from './newsletterForm.ts';
import type { PageContext } from './PageContext.ts';
import { productSearchForm } from './searchForm.ts';
import { paths } from './urls.ts';

function handheldFooterBar(ctx: PageContext): string {
  return `<div class="storefront-handheld-footer-bar">
			<ul class="columns-3">
									<li class="my-account">
						<a href="${escapeAttr(ctx.siteUrl + paths.myAccount)}">My Account</a>					</li>
									<li class="search">
						<a href="">Search</a>			<div class="site-search">
				${productSearchForm(ctx.siteUrl, 1)}			</div>
								</li>
									<li class="cart">
						${footerCartLink(ctx.siteUrl, ctx.view)}					</li>
							</ul>
		</div>`;
}

export function siteFooter(ctx: PageContext): string {
  return `<footer id="colophon" class="site-footer" role="contentinfo">
		<div class="col-full">

			<div class="footer-widgets row-1 col-1 fix"><div class="block footer-widget-1">${newsletterForm(ctx.newsletter ?? null)}</div></div>
					<div class="site-info">
			&copy; ${escapeHtml(ctx.storeName)} 2026
							<br />
				<a href="https://woocommerce.com" target="_blank" title="WooCommerce - The Best eCommerce Platform for WordPress" rel="noreferrer nofollow">Built with WooCommerce</a>.					</div><!-- .site-info -->
				${handheldFooterBar(ctx)}

		</div><!-- .col-full -->
	</footer><!-- #colophon -->
`;
}
