import { isExternalReferrer, matchOrganic, matchReferral, yandexSearchTerm } from './classifyReferrer.ts';
import type { NormalizedOptions } from './normalizeTrackingOptions.ts';
import { parseUrl, hostWithoutWww, type LooseUrl } from './parseUrl.ts';
import { NONE } from './terms.ts';
import type { SourceData, SourceType } from './types.ts';

/** What this hit says about the visitor's source, before any cookie is written. */
export interface SourceInput {
  /** The page's query, parsed with `parseQuery`. */
  readonly query: ReadonlyMap<string, string>;
  /** `document.referrer`. */
  readonly referrer: string;
  readonly pageHostname: string;
  /** An `sbjs_session` cookie existed before this hit. */
  readonly sessionActive: boolean;
  /** `sbjs_first` or `sbjs_current` existed before this hit. */
  readonly sourceKnown: boolean;
}

export interface ResolvedSource {
  readonly type: SourceType;
  readonly data: SourceData;
}

const UTM_KEYS = [
  'utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term', 'gclid', 'yclid',
  // The WooCommerce fork's additions (reference s4.1).
  'utm_id', 'utm_source_platform', 'utm_creative_format', 'utm_marketing_tactic',
];

/**
 * The source that replaces the current one on this hit, or undefined to keep it (reference s4.1):
 * utm and organic always win, a referral only outside a session, typein only for a visitor with no
 * source yet.
 */
export function resolveSource(input: SourceInput, options: NormalizedOptions): ResolvedSource | undefined {
  const { query } = input;
  const custom = [options.campaignParam, options.termParam, options.contentParam];
  if ([...UTM_KEYS, ...custom].some((key) => key !== undefined && query.has(key))) {
    return { type: 'utm', data: utmData(query, parseUrl(input.referrer), options) };
  }
  const referrer = parseUrl(input.referrer);
  const external = input.referrer !== '' && isExternalReferrer(referrer, input.pageHostname, options);
  const engine = external ? matchOrganic(referrer, options.organics) : undefined;
  if (engine !== undefined) return { type: 'organic', data: sourceData('organic', engine, 'organic') };
  if (external && !input.sessionActive) return { type: 'referral', data: referralData(referrer, options) };
  if (!input.sourceKnown) return { type: 'typein', data: sourceData('typein', options.typein.source, options.typein.medium) };
  return undefined;
}

function sourceData(typ: SourceType, src: string, mdm: string, cnt: string = NONE): SourceData {
  return { typ, src, mdm, cmp: NONE, cnt, trm: NONE, id: NONE, plt: NONE, fmt: NONE, tct: NONE };
}

function referralData(referrer: LooseUrl, options: NormalizedOptions): SourceData {
  const rule = matchReferral(referrer, options.referrals);
  const src = rule ? rule.display || rule.host : hostWithoutWww(referrer.host);
  return sourceData('referral', src, rule?.medium || 'referral', referrer.path);
}

function utmData(query: ReadonlyMap<string, string>, referrer: LooseUrl, options: NormalizedOptions): SourceData {
  const param = (key: string | undefined): string | undefined => (key === undefined ? undefined : query.get(key));
  // gclid / yclid count when present, even empty; each field falls back on its own (reference s4.4).
  const ad = (google: string, yandex: string): string | undefined =>
    query.has('gclid') ? google : query.has('yclid') ? yandex : undefined;
  // The fork's four fields turn an empty value into '(none)'; the original six keep ''.
  const forkField = (key: string): string => query.get(key) || NONE;
  return {
    typ: 'utm',
    src: param('utm_source') ?? ad('google', 'yandex') ?? NONE,
    mdm: param('utm_medium') ?? ad('cpc', 'cpc') ?? NONE,
    cmp: param('utm_campaign') ?? param(options.campaignParam) ?? ad('google_cpc', 'yandex_cpc') ?? NONE,
    cnt: param('utm_content') ?? param(options.contentParam) ?? NONE,
    trm: param('utm_term') ?? param(options.termParam) ?? yandexSearchTerm(referrer) ?? NONE,
    id: forkField('utm_id'),
    plt: forkField('utm_source_platform'),
    fmt: forkField('utm_creative_format'),
    tct: forkField('utm_marketing_tactic'),
  };
}
