import {
  ATTRIBUTION_DAYS_PER_MONTH,
  ATTRIBUTION_DEFAULT_COOKIE_LIFETIME_MONTHS,
  ATTRIBUTION_SESSION_LENGTH_MINUTES,
  PROMO_CODE_MAX,
  PROMO_CODE_MIN,
} from '../constants.ts';
import { hostWithoutWww } from './parseUrl.ts';
import { DIRECT_SOURCE, NONE } from './terms.ts';
import type { OrganicRule, ReferralRule } from './types.ts';

/** What `trackVisit` accepts: sourcebuster's `init` options, typed (sourcebuster-behaviours.md s2). */
export interface TrackingOptions {
  /** Cookie lifetime in months; default 6; WooCommerce's 0.00001 gives browser-session cookies (spec s9, reference s8). */
  readonly lifetimeMonths?: number;
  /** Session length in minutes, sliding; default 30 (spec s9). */
  readonly sessionMinutes?: number;
  /** Hours from UTC for `fd`; default the browser's local time; WooCommerce uses 0 (reference s5). */
  readonly timezoneOffsetHours?: number;
  /** Store cookie values base64-encoded (the fork's WAF option); default false (reference s9). */
  readonly base64?: boolean;
  /** Query key read as the campaign when `utm_campaign` is absent; default none. */
  readonly campaignParam?: string;
  /** Query key read as the term when `utm_term` is absent; default none. */
  readonly termParam?: string;
  /** Query key read as the content when `utm_content` is absent; default none. */
  readonly contentParam?: string;
  /** Stored as `udata.uip`; default '(none)'. */
  readonly userIp?: string;
  /** Writes `sbjs_promo` once; `true` uses 100000-999999 (spec s9); default off. */
  readonly promoCode?: boolean | { readonly min?: number; readonly max?: number };
  /** Source and medium of direct visits, used only when both are non-empty; default '(direct)' / '(none)'. */
  readonly typeinAttributes?: { readonly source: string; readonly medium: string };
  /** Cookie domain; default the page's host without its first 'www.'; `isolate` drops the domain attribute. */
  readonly domain?: string | { readonly host: string; readonly isolate?: boolean };
  /** Extra referral hosts, checked before the built-in ones. */
  readonly referrals?: readonly ReferralRule[];
  /** Extra search engines, checked before the built-in ones. */
  readonly organics?: readonly OrganicRule[];
}

export interface NormalizedOptions {
  readonly lifetimeMinutes: number;
  readonly sessionMinutes: number;
  readonly timezoneOffsetHours: number | undefined;
  readonly base64: boolean;
  readonly campaignParam: string | undefined;
  readonly termParam: string | undefined;
  readonly contentParam: string | undefined;
  readonly userIp: string;
  readonly promo: { readonly min: number; readonly max: number } | undefined;
  readonly typein: { readonly source: string; readonly medium: string };
  readonly domain: { readonly host: string; readonly isolate: boolean };
  readonly referrals: readonly ReferralRule[];
  readonly organics: readonly OrganicRule[];
}

const BUILT_IN_ORGANICS: readonly OrganicRule[] = [
  { host: 'bing.com', param: 'q', display: 'bing' },
  { host: 'yahoo.com', param: 'p', display: 'yahoo' },
  { host: 'about.com', param: 'q', display: 'about' },
  { host: 'aol.com', param: 'q', display: 'aol' },
  { host: 'ask.com', param: 'q', display: 'ask' },
  { host: 'globososo.com', param: 'q', display: 'globo' },
  { host: 'go.mail.ru', param: 'q', display: 'go.mail.ru' },
  { host: 'rambler.ru', param: 'query', display: 'rambler' },
  { host: 'tut.by', param: 'query', display: 'tut.by' },
];

const BUILT_IN_REFERRALS: readonly ReferralRule[] = [
  { host: 't.co', display: 'twitter.com' },
  { host: 'plus.url.google.com', display: 'plus.google.com' },
];

const MINUTES_PER_MONTH = ATTRIBUTION_DAYS_PER_MONTH * 24 * 60;

/** sourcebuster's parseInt on a number: truncation, via its decimal text (so 0.432 → 0). */
const truncate = (value: number): number => Number.parseInt(String(value), 10);

/** A positive finite number, else the fallback: sourcebuster treats 0 and NaN as "unset". */
const orDefault = (value: number | undefined, fallback: number): number =>
  value !== undefined && Number.isFinite(value) && value !== 0 ? value : fallback;

/** Options with sourcebuster's defaults applied, for a page on `hostname` (reference s2). */
export function normalizeTrackingOptions(options: TrackingOptions, hostname: string): NormalizedOptions {
  const months = orDefault(options.lifetimeMonths, ATTRIBUTION_DEFAULT_COOKIE_LIFETIME_MONTHS);
  const domain = options.domain;
  return {
    lifetimeMinutes: truncate(months * MINUTES_PER_MONTH),
    sessionMinutes: orDefault(
      options.sessionMinutes === undefined ? undefined : truncate(options.sessionMinutes),
      ATTRIBUTION_SESSION_LENGTH_MINUTES,
    ),
    // Deliberate difference: sourcebuster rejects the number 0 (falsy) and only takes the string '0'.
    timezoneOffsetHours:
      options.timezoneOffsetHours === undefined || !Number.isFinite(options.timezoneOffsetHours)
        ? undefined
        : Math.trunc(options.timezoneOffsetHours),
    base64: options.base64 ?? false,
    campaignParam: options.campaignParam || undefined,
    termParam: options.termParam || undefined,
    contentParam: options.contentParam || undefined,
    userIp: options.userIp || NONE,
    promo: normalizePromo(options.promoCode),
    typein:
      options.typeinAttributes?.source && options.typeinAttributes.medium
        ? options.typeinAttributes
        : { source: DIRECT_SOURCE, medium: NONE },
    domain:
      typeof domain === 'string'
        ? { host: domain, isolate: false }
        : domain?.host
          ? { host: domain.host, isolate: domain.isolate ?? false }
          : { host: hostWithoutWww(hostname), isolate: false },
    referrals: [...(options.referrals ?? []).filter((rule) => rule.host), ...BUILT_IN_REFERRALS],
    organics: [...(options.organics ?? []).filter((rule) => rule.host && rule.param), ...BUILT_IN_ORGANICS],
  };
}

function normalizePromo(promo: TrackingOptions['promoCode']): NormalizedOptions['promo'] {
  if (!promo) return undefined;
  const range = promo === true ? {} : promo;
  return {
    min: truncate(orDefault(range.min, PROMO_CODE_MIN)),
    max: truncate(orDefault(range.max, PROMO_CODE_MAX)),
  };
}
