import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

const PAYPAL_SDK = readFileSync(new URL('./paypal-sdk-stand-in.js', import.meta.url), 'utf8');
const isSdk = (url: URL): boolean => url.hostname === 'www.paypal.com' && url.pathname === '/sdk/js';
// PayPal Payments prints PayPal's insights script (its AXO module) on the checkout head, async.
const isInsights = (url: URL): boolean => url.hostname === 'www.paypalobjects.com' && url.pathname.startsWith('/insights/');

/**
 * PayPal at the browser's network edge for this page's context: the JS SDK is answered by our stand-in
 * (paypal-sdk-stand-in.js), PayPal's insights script by an empty one, and any other request to a PayPal host is
 * refused and listed in what this returns; nothing leaves the machine (the store is offline anyway).
 */
export async function paypalEdge(page: Page): Promise<{ readonly sdkLoads: string[]; readonly refused: string[] }> {
  const seen = { sdkLoads: [] as string[], refused: [] as string[] };
  const context = page.context();
  await context.route(isSdk, async (route) => {
    seen.sdkLoads.push(route.request().url());
    await route.fulfill({ contentType: 'text/javascript', body: PAYPAL_SDK });
  });
  await context.route(isInsights, (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
  await context.route(
    (url) => /(^|\.)(paypal|paypalobjects)\.com$/.test(url.hostname) && !isSdk(url) && !isInsights(url),
    async (route) => {
      seen.refused.push(route.request().url());
      await route.abort();
    },
  );
  return seen;
}
