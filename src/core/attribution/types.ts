import type { ADD_KEYS, CONTAINER_COOKIES, SOURCE_KEYS } from './terms.ts';

/** Traffic source types (spec s4 "Order attribution"). */
export type SourceType = 'utm' | 'organic' | 'referral' | 'typein';

/** The `sbjs_current` / `sbjs_first` fields: typ src mdm cmp cnt trm, then the fork's id plt fmt tct. */
export type SourceData = Record<(typeof SOURCE_KEYS)[number], string>;

/** The `sbjs_*_add` fields: `fd` date, `ep` entry URL, `rf` referrer or '(none)'. */
export type AddData = Record<(typeof ADD_KEYS)[number], string>;

/** `sbjs.get`: each container cookie parsed into its pairs, `{}` when the cookie is absent (reference s3.4). */
export type AttributionSnapshot = Record<keyof typeof CONTAINER_COOKIES, Readonly<Record<string, string>>>;

/** Raw access to `document.cookie`; implementations never throw. */
export interface CookieJar {
  /** The whole `document.cookie` string, '' when unreadable. */
  read(): string;
  /** One `document.cookie = …` assignment. */
  write(cookie: string): void;
}

/** A referrer host classed as referral with its own source and medium (reference s2 `referrals`). */
export interface ReferralRule {
  /** Host matched with its subdomains, case-insensitive. */
  readonly host: string;
  /** Medium; default 'referral'. */
  readonly medium?: string;
  /** Source shown; default the host. */
  readonly display?: string;
}

/** A search engine recognised as organic when its referrer query has `param=` (reference s2 `organics`). */
export interface OrganicRule {
  /** Host matched with its subdomains, case-insensitive. */
  readonly host: string;
  /** Query key holding the search term. */
  readonly param: string;
  /** Source shown; default the host. */
  readonly display?: string;
}

/** The page a visit is recorded on: everything the tracker reads from the browser, handed in. */
export interface TrackingEnvironment {
  /** `document.location.href`: the entry point and current page. */
  readonly href: string;
  /** `location.hostname`: the default cookie domain. */
  readonly hostname: string;
  /** `location.search`, with or without its '?'. */
  readonly search: string;
  /** `document.referrer`, '' when none. */
  readonly referrer: string;
  /** `navigator.userAgent`, stored in `udata.uag`. */
  readonly userAgent: string;
  /** The clock, in ms since the epoch. */
  readonly now: () => number;
  /** Random number in [0, 1) for promo codes; default Math.random. */
  readonly random?: () => number;
  readonly cookies: CookieJar;
}

/** `wc_order_attribution` as the island uses it (contract s4.2), validated by the adapter. */
export interface OrderAttributionConfig {
  /** `params.lifetime`: cookie lifetime in months; WooCommerce's default 0.00001 (spec s9). */
  readonly lifetimeMonths: number;
  /** `params.session`: session length in minutes; default 30 (spec s9). */
  readonly sessionMinutes: number;
  /** `params.base64`: base64 cookie values; default false (reference s9). */
  readonly base64: boolean;
  /** `params.prefix`: input name prefix; default 'wc_order_attribution_' (contract s4.2). */
  readonly prefix: string;
  /** `params.allowTracking`: the server's verdict (filter, or consent at render time); spec s4. */
  readonly allowTracking: boolean;
  /** `params.consentCategory`: WP Consent API category; default 'marketing' (contract s4.6). */
  readonly consentCategory: string;
  /** `fields`: field → `sbjs.get` path; default WooCommerce's 16 (contract s4.2). */
  readonly fields: Readonly<Record<string, string>>;
}
