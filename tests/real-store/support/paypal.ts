import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { realStoreDir } from './realStore.ts';

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

/**
 * Where PayPal Payments shows its buttons (its setting `smart_button_locations`, as its settings page saves it):
 * plugins/paypal-payments.mjs installs it with `[ 'checkout' ]`; a spec that widens it gives that back after.
 */
export function setPayPalButtonLocations(locations: readonly string[]): void {
  const url = new URL(process.env.REALSTORE_URL ?? 'http://127.0.0.1:8090');
  const code = `$_SERVER['HTTP_HOST'] = $argv[1]; require $argv[2] . '/wp-load.php';
    $settings = get_option( 'woocommerce-ppcp-settings', array() );
    $settings['smart_button_locations'] = json_decode( $argv[3], true );
    update_option( 'woocommerce-ppcp-settings', $settings );`;
  execFileSync('php', ['-r', code, url.host, `${realStoreDir}/wp`, JSON.stringify(locations)]);
}
