import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

/** One GA4 event as our gtag.js stand-in (gtag-stand-in.js) sent it: its name, its parameters, the page it left. */
export interface Ga4Hit {
  readonly tid: string;
  readonly name: string;
  readonly params: Record<string, unknown>;
  readonly page: string;
}

const GTAG_JS = readFileSync(new URL('./gtag-stand-in.js', import.meta.url), 'utf8');
const isGtagJs = (url: URL): boolean => url.hostname === 'www.googletagmanager.com' && url.pathname === '/gtag/js';
const isCollect = (url: URL): boolean => url.hostname.endsWith('google-analytics.com') && url.pathname === '/g/collect';

/**
 * A local GA4 at the browser's network edge for this page's context: gtag.js is answered by our stand-in, its hits
 * are recorded in order and answered 204. Any other request to a Google analytics host is refused, so nothing
 * leaves the machine (the store is offline anyway).
 */
export async function ga4Collector(page: Page): Promise<Ga4Hit[]> {
  const hits: Ga4Hit[] = [];
  const context = page.context();
  await context.route(isGtagJs, (route) => route.fulfill({ contentType: 'text/javascript', body: GTAG_JS }));
  await context.route(isCollect, async (route) => {
    hits.push(JSON.parse(route.request().postData() ?? '{}') as Ga4Hit);
    await route.fulfill({ status: 204 });
  });
  await context.route(
    (url) => /(^|\.)(googletagmanager|google-analytics)\.com$/.test(url.hostname) && !isGtagJs(url) && !isCollect(url),
    (route) => route.abort(),
  );
  return hits;
}
