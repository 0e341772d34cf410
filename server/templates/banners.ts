import { md5 } from '../util/hash.ts';
import { escapeAttr, escapeHtml } from './escape.ts';

/** woocommerce_demo_store(): hidden until woocommerce.js (or our island) checks the dismissal cookie. */
export function storeNotice(text: string): string {
  return `<p role="complementary" aria-label="Store notice" class="woocommerce-store-notice demo_store" data-notice-id="${md5(text)}" style="display:none;">${escapeHtml(text)} <a role="button" href="#" class="woocommerce-store-notice__dismiss-link">Dismiss</a></p>\n`;
}

/** LaunchYourStore::add_coming_soon_banner_on_frontend (reference s6, newer markup with __content). */
export function comingSoonBanner(siteUrl: string, restUrl: string, nonce: string): string {
  const settings = `${siteUrl}/wp-admin/admin.php?page=wc-settings&tab=site-visibility`;
  const text = 'This page is in "Coming soon" mode and is only visible to you and those who have permission. To make it public to everyone, ';
  return `<div id='coming-soon-footer-banner'><div class='coming-soon-footer-banner__content'>${escapeHtml(text)}<a href='${escapeAttr(settings)}'>change visibility settings</a></div>`
    + `<a class='coming-soon-footer-banner-dismiss' data-rest-url='${escapeAttr(restUrl)}' data-rest-nonce='${escapeAttr(nonce)}' href='#' role='button' aria-label='Dismiss coming soon banner'></a></div>\n`;
}
