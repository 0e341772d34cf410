import { escapeAttr, escapeHtml } from '../templates/escape.ts';
import { REFERRER_SITES, referrerSiteUrl } from './referrerSites.ts';

/** Campaign links a marketer would hand out: each lands on the store with utm parameters (or gclid). */
export const CAMPAIGN_LINKS: ReadonlyArray<readonly [string, string]> = [
  ['Google Ads spring campaign', '/?utm_source=google&utm_medium=cpc&utm_campaign=spring'],
  ['May newsletter, hero banner', '/shop/?utm_source=newsletter&utm_medium=email&utm_campaign=may-drones&utm_content=hero-banner'],
  ['Social video ad for the AS-30', '/product/agriwing-as-30-agricultural-spraying-drone/?utm_source=facebook&utm_medium=social&utm_campaign=as30-launch&utm_id=fb-0425&utm_source_platform=meta&utm_creative_format=video&utm_marketing_tactic=prospecting'],
  ['Google Ads click (gclid only)', '/shop/?gclid=demo-click-0425'],
];

const item = (label: string, href: string, note = ''): string =>
  `<li><a href="${escapeAttr(href)}">${escapeHtml(label)}</a>${note === '' ? '' : ` <span class="description">${escapeHtml(note)}</span>`}</li>`;

/** The attribution demo page: ways to arrive at the store, and switches for tracking consent. */
export function attributionDemoPage(siteUrl: string): string {
  const campaigns = CAMPAIGN_LINKS.map(([label, path]) => item(label, siteUrl + path)).join('\n');
  const sites = [
    item('Arrive from a Google search for “drone nozzles”', referrerSiteUrl(REFERRER_SITES[0]!, siteUrl, { q: 'drone nozzles', to: siteUrl }), 'Recorded as Organic: Google.'),
    item('Arrive from a drone pilots’ forum thread', referrerSiteUrl(REFERRER_SITES[1]!, siteUrl, { to: siteUrl }), 'Recorded as a referral when no session is active.'),
  ].join('\n');
  return `<article class="page type-page status-publish hentry">
	<header class="entry-header"><h1 class="entry-title">Order attribution demo</h1></header>
	<div class="entry-content">
		<p>The store records where each visitor came from in first-party <code>sbjs_</code> cookies and sends it with the checkout and registration forms. Place an order after arriving by one of these links: the order-received page shows the recorded origin.</p>
		<h2>Campaign links</h2>
		<ul class="attribution-demo-campaigns">
${campaigns}
		</ul>
		<h2>Arrive from another site</h2>
		<p>These pages are served by this demo under their own host names (<code>*.localhost</code> reaches this computer), so the store sees a real referrer. Open the store at 127.0.0.1 for them to count as other sites.</p>
		<ul class="attribution-demo-referrers">
${sites}
		</ul>
		<h2>Start over</h2>
		<ul>
${item('Forget my recorded source', `${siteUrl}/attribution-demo/?forget=1`, 'Clears the sbjs_ cookies; the next visit starts fresh.')}
		</ul>
		<h2>Consent</h2>
		<p>With a consent manager that implements the WP Consent API, nothing is tracked until the visitor allows it. The demo has a stand-in one:</p>
		<ul>
${item('Shop with tracking consent denied', `${siteUrl}/shop/?consent=denied`, 'No sbjs_ cookies are written and the checkout sends empty values; the banner lets you allow tracking later.')}
${item('Shop with tracking consent granted', `${siteUrl}/shop/?consent=granted`)}
${item('Remove the consent manager', `${siteUrl}/attribution-demo/?consent=off`, 'Without one, consent is assumed.')}
		</ul>
	</div>
</article>`;
}
