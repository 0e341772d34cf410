import { readFileSync } from 'node:fs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { escapeAttr } from '../templates/escape.ts';
import { paths } from '../templates/urls.ts';
import { NEWSLETTER_FLASH_COOKIE } from '../newsletter/newsletterFlash.ts';
import type { ShopperState } from './ShopperState.ts';

/**
 * The plugin's cart-neutral catalog pages (plugin/cache.php, issue #27), imitated: with the switch on,
 * a guest's GET of a catalog page is printed as for an empty cart with no notices and guest nonces,
 * and every page the bundle runs on says whether a shared cache may keep it.
 *
 * The switch: `WC_ISLANDS_NEUTRAL=on` for every visitor, or this cookie for one browser (tests).
 */
export const NEUTRAL_SWITCH_COOKIE = 'wcis_demo_neutral';
export const CACHE_CLASS_HEADER = 'X-WC-Islands-Cache';
/** The plugin's default s-maxage (`wc_islands_shared_cache_ttl`). */
const SHARED_CACHE_TTL_SECONDS = 3600;
/** Where the held-back notices go once the fragments refresh brings them (WCIS_SESSION_NOTICES_CLASS). */
export const SESSION_NOTICES_CLASS = 'wc-islands-session-notices';

type PageKind = 'neutral' | 'personal';
const kinds = new WeakMap<ShopperState, PageKind>();

const PERSONAL_PATHS = [paths.cart, paths.checkout, paths.myAccount];

export function neutralSwitchOn(state: ShopperState, env = process.env['WC_ISLANDS_NEUTRAL']): boolean {
  return env === 'on' || state.cookies[NEUTRAL_SWITCH_COOKIE] === '1';
}

/** Decides, for a page the bundle runs on, whether it is printed neutral (wcis_cache_class_for). */
export function classifyPage(request: FastifyRequest, state: ShopperState, url: URL): boolean {
  const personal = !neutralSwitchOn(state) || state.user !== null || !['GET', 'HEAD'].includes(request.method)
    || url.searchParams.has('add-to-cart') || url.searchParams.has('s') || url.pathname.startsWith('/wp-')
    || PERSONAL_PATHS.some((path) => url.pathname.startsWith(path))
    || state.cookies[NEWSLETTER_FLASH_COOKIE] !== undefined;
  kinds.set(state, personal ? 'personal' : 'neutral');
  return !personal;
}

export function isNeutralPage(state: ShopperState): boolean {
  return kinds.get(state) === 'neutral';
}

/** The class header and Cache-Control; a neutral page that still sets a cookie (or is not a 200) is personal. */
export function sendCacheHeaders(reply: FastifyReply, state: ShopperState, personalAnswer: boolean): void {
  const kind = kinds.get(state);
  if (kind === undefined) return;
  const shareable = kind === 'neutral' && !personalAnswer;
  if (!shareable) return sendPersonalHeaders(reply);
  reply.header(CACHE_CLASS_HEADER, 'shareable');
  reply.header('Cache-Control', `public, max-age=0, s-maxage=${SHARED_CACHE_TTL_SECONDS}`);
}

/** A redirect after an add or a form post: it sets cookies, never stored (the plugin's wp_loaded check). */
export function sendPersonalHeaders(reply: FastifyReply): void {
  reply.header(CACHE_CLASS_HEADER, 'personal');
  // As the plugin: `private` keeps shared caches out; never `no-store` (it also bars the back/forward
  // cache). A header the page already sent that keeps shared caches out (WooCommerce's nocache_headers()) stays.
  if (!/\b(private|no-store)\b/.test(String(reply.getHeader('Cache-Control') ?? ''))) reply.header('Cache-Control', 'private, no-cache');
}

let headerCartScriptText: string | undefined;

/** plugin/header-cart.js, printed as WordPress prints an inline script (between two newlines), in the head before the stylesheets as the plugin does. */
export function headerCartScript(storageHash: string): string {
  headerCartScriptText ??= readFileSync(new URL('../../plugin/header-cart.js', import.meta.url), 'utf8').trim();
  return `<script data-fragments="${escapeAttr(`wc_fragments_${storageHash}`)}" data-hash="${escapeAttr(`wc_cart_hash_${storageHash}`)}" id="wc-islands-header-cart">\n${headerCartScriptText}\n</script>\n`;
}
