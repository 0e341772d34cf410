import type { NormalizedOptions } from './normalizeTrackingOptions.ts';
import { parseQuery } from './parseQuery.ts';
import { hostWithoutWww, type LooseUrl } from './parseUrl.ts';
import type { OrganicRule, ReferralRule } from './types.ts';

// Google and Yandex are fixed, case-sensitive checks that run before the configurable engine list
// (reference s4.2): `WWW.GOOGLE.COM` is therefore a referral, as it is for the legacy script.
const GOOGLE_HOST = /^(?:www\.)?google\..{2,9}$/;
const YANDEX_HOST = /^(?:.*\.)?yandex\..{2,9}$/;
const YANDEX_HOST_ANY_CASE = new RegExp(YANDEX_HOST.source, 'i');

// Deliberate difference: sourcebuster puts configured hosts into its patterns unescaped, so a '.'
// matched any character ('shopXtest' counted as 'shop.test'); here dots are literal.
const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The host itself or any subdomain of it, any case. */
const matchesHost = (host: string, rule: string): boolean =>
  new RegExp(`^(?:.*\\.)?${escape(rule)}$`, 'i').test(host);

/** Whether the referrer is another site, by sourcebuster's domain rules (reference s4.3). */
export function isExternalReferrer(referrer: LooseUrl, pageHostname: string, options: NormalizedOptions): boolean {
  const host = hostWithoutWww(referrer.host);
  // Isolated tracking compares with the page's own host: subdomains are other sites.
  if (options.domain.isolate) return host !== hostWithoutWww(pageHostname);
  return !matchesHost(host, options.domain.host);
}

/** The search engine's source name when the referrer is an organic search, else undefined (reference s4.2). */
export function matchOrganic(referrer: LooseUrl, organics: readonly OrganicRule[]): string | undefined {
  const { host, query } = referrer;
  if (query && YANDEX_HOST.test(host) && query.includes('text=')) return 'yandex';
  if (GOOGLE_HOST.test(host)) return 'google';
  if (!query) return undefined;
  const lowerQuery = query.toLowerCase();
  // A substring test, as in the legacy script: 'aq=1' satisfies 'q='.
  const rule = organics.find((r) => matchesHost(host, r.host) && lowerQuery.includes(`${r.param.toLowerCase()}=`));
  return rule ? rule.display || rule.host : undefined;
}

/** The configured referral rule for the referrer's host, if any (reference s4.4). */
export function matchReferral(referrer: LooseUrl, referrals: readonly ReferralRule[]): ReferralRule | undefined {
  const host = hostWithoutWww(referrer.host);
  return referrals.find((rule) => matchesHost(host, rule.host));
}

/** Yandex's search term, for the utm term fallback: the referrer's raw `text` value (reference s4.4). */
export function yandexSearchTerm(referrer: LooseUrl): string | undefined {
  if (!YANDEX_HOST_ANY_CASE.test(referrer.host) || referrer.query === undefined) return undefined;
  return parseQuery(referrer.query).get('text');
}
