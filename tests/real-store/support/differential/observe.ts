import type { BrowserContext, Page } from '@playwright/test';
import { collectScriptErrors } from '../realStore.ts';
import { recordInPage } from './recordInPage.ts';

/** Tracker globals the pixel snippets of the most-installed marketing plugins define (Meta, Google, TikTok, Pinterest, Snap). */
export const TRACKER_GLOBALS = ['fbq', 'gtag', 'ttq', 'pintrk', 'snaptr'] as const;

/** WooCommerce's events on document.body that plugins listen to (add-to-cart.js, cart-fragments.js, cart.js, checkout.js). */
export const BODY_EVENTS = [
  'adding_to_cart',
  'added_to_cart',
  'removed_from_cart',
  'wc_cart_button_updated',
  'wc_fragments_loaded',
  'wc_fragments_refreshed',
  'wc_fragment_refresh',
  'updated_wc_div',
  'updated_cart_totals',
  'wc_cart_emptied',
  'applied_coupon',
  'removed_coupon',
  'updated_shipping_method',
  'update_checkout',
  'updated_checkout',
  'checkout_error',
  'init_checkout',
  'payment_method_selected',
  'found_variation',
  'reset_data',
] as const;

/** One observable effect: its category, and a text that is the same in both modes when the effect is. */
export interface Effect {
  readonly category: 'tracker' | 'event' | 'offsite' | 'store-request' | 'console' | 'header' | 'database';
  readonly value: string;
}

/** Values that differ between any two runs (ids, times, nonces, hashes) made equal. */
export function normalise(text: string): string {
  return text
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<uuid>')
    .replace(/\b[0-9a-f]{32}\b/gi, '<hash>')
    .replace(/\b1[0-9]{9,12}(\.[0-9]+)?\b/g, '<time>')
    .replace(/(nonce|_wpnonce|security|key)([=":]+)[0-9a-z_-]{6,}/gi, '$1$2<token>')
    // A nonce field in markup (the checkout's woocommerce-process-checkout-nonce), escaped or not.
    .replace(/(name=\\?"[^"\\]*nonce[^"\\]*\\?"\s+value=\\?")[0-9a-z]+/gi, '$1<token>')
    .replace(/order-received\/[0-9]+/g, 'order-received/<id>')
    // A tracker's purchase names the order, a new one per run.
    .replace(/("(?:order_id|transaction_id|order_number)\\?":\\?"?)[0-9]+/g, '$1<id>')
    .replace(/\bwc_order_[0-9a-z]+\b/gi, 'wc_order_<key>');
}

/** How a store request is named: its wc-ajax endpoint, admin-ajax action, REST route, or method and path. */
function storeRequestName(url: URL, method: string, postData: string | null): string {
  const wcAjax = url.searchParams.get('wc-ajax');
  if (wcAjax) return `wc-ajax=${wcAjax}`;
  if (url.pathname.endsWith('/admin-ajax.php')) return `admin-ajax ${url.searchParams.get('action') ?? new URLSearchParams(postData ?? '').get('action') ?? '?'}`;
  if (url.pathname.startsWith('/wp-json/')) return `rest ${method} ${url.pathname.replace(/\/[0-9]+(?=\/|$)/g, '/<id>')}`;
  return `${method} ${url.pathname}`;
}

/** Assets differ by design (that is the product): the harness compares what a request does, not what is fetched. */
const ASSET = /\.(js|css|png|jpe?g|gif|svg|webp|woff2?|ttf|map|ico)$/;

/**
 * Starts observing a page: offsite requests answered at the browser's edge (the store is offline; a pixel's
 * endpoint gets an empty answer, as a blocked network would) and recorded, the store's own non-asset requests,
 * console errors and uncaught errors, and what the in-page record reports (trackers, body events). `effects()`
 * returns what was seen since the last call, with the header's cart text now.
 */
export async function observe(context: BrowserContext, page: Page, origin: string): Promise<{ effects: () => Promise<Effect[]>; settled: () => Promise<void> }> {
  let seen: Effect[] = [];
  const network = quietNetwork(page);
  // The in-page record arrives as it happens (a step that leaves a page keeps what that page saw); the main
  // frame's only, as a shopper's page is.
  await context.exposeBinding('__wcisReport', ({ frame }, entry: { kind: string; name: string; detail: string }) => {
    if (entry.kind === 'flush' || frame !== frame.page().mainFrame()) return;
    seen.push({ category: entry.kind === 'tracker' ? 'tracker' : 'event', value: normalise(`${entry.name} ${entry.detail}`) });
  });
  await context.addInitScript(recordInPage, { trackerNames: TRACKER_GLOBALS, bodyEvents: BODY_EVENTS });
  await context.route((url) => url.origin !== origin, async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    if (!ASSET.test(url.pathname)) seen.push({ category: 'offsite', value: normalise(`${request.method()} ${url.host}${url.pathname} ${offsiteEventName(url, request.postData())}`.trim()) });
    await route.fulfill({ status: 204, body: '' });
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== origin || ASSET.test(url.pathname) || request.resourceType() === 'document' && request.method() === 'GET') return;
    seen.push({ category: 'store-request', value: storeRequestName(url, request.method(), request.postData()) });
  });
  const scriptErrors = collectScriptErrors(page);

  return {
    settled: network.settled,
    async effects() {
      const errors = scriptErrors.splice(0).map((error) => ({ category: 'console' as const, value: normalise(error) }));
      // The round trip of headerCart's evaluate comes after every report the page sent before it.
      const header = await headerCart(page);
      const now = [...seen, ...errors, ...header];
      seen = [];
      return now;
    },
  };
}

/** Playwright's 'networkidle': no request in flight for this long. */
const QUIET_MS = 500;
const SETTLE_LIMIT_MS = 15_000;

/**
 * The page's network as 'networkidle' defines it, but for any moment, not only after a navigation: a step that
 * ends on an AJAX answer (a coupon, a removal) would otherwise be read before the refresh that answer starts.
 */
function quietNetwork(page: Page): { settled: () => Promise<void> } {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (delta: number) => {
    inFlight += delta;
    lastChange = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  return {
    async settled() {
      const limit = Date.now() + SETTLE_LIMIT_MS;
      while (Date.now() < limit && (inFlight > 0 || Date.now() - lastChange < QUIET_MS)) await page.waitForTimeout(100);
    },
  };
}

/** The pixel event a tracker's beacon carries (Meta's `ev`, Google's `en`), so a beacon is compared by what it reports. */
function offsiteEventName(url: URL, postData: string | null): string {
  const params = new URLSearchParams(postData ?? '');
  return url.searchParams.get('ev') ?? url.searchParams.get('en') ?? params.get('ev') ?? params.get('en') ?? '';
}

/**
 * The header's cart as a shopper reads it: the visible text of every link to the cart page in the page's header,
 * whatever the theme calls it (Storefront's count and total, Kadence's drawer button, a block theme's mini-cart).
 */
async function headerCart(page: Page): Promise<Effect[]> {
  const texts = await page.evaluate(() => {
    const headers = document.querySelectorAll('header, #masthead, .site-header, [class*="header-cart"]');
    const links = new Set<Element>();
    for (const header of headers) for (const link of header.querySelectorAll('a[href*="/cart/"], button[class*="cart"], [class*="cart-count"], [class*="cart-total"]')) links.add(link);
    return [...links].map((link) => (link as HTMLElement).innerText.replace(/\s+/g, ' ').trim()).filter((text) => /\d/.test(text));
  });
  return [...new Set(texts)].map((text) => ({ category: 'header' as const, value: text }));
}
