// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CookieJar, FORM, createTestApp } from './testApp.ts';

let app: FastifyInstance;
beforeEach(async () => {
  app = await createTestApp();
});
afterEach(async () => {
  await app.close();
});

const PIXEL = 'wcis_demo_pixel=1';
const PLACEHOLDER = 'div.wc-facebook-pixel-event-placeholder';

async function post(action: string, payload: string, jar: CookieJar, cookie = PIXEL): Promise<Record<string, string>> {
  const response = await app.inject({ method: 'POST', url: `/?wc-ajax=${action}`, payload, headers: { ...FORM, cookie: [jar.header(), cookie].filter(Boolean).join('; ') } });
  jar.store(response);
  return (JSON.parse(response.body) as { fragments: Record<string, string> }).fragments;
}

/** The fbq('track', …) call of a pixel fragment: its event, custom data and options, read back as JSON. */
function trackedIn(fragment: string | undefined): [string, Record<string, unknown>, { eventID: string }] {
  const match = /fbq\('track', '(\w+)', (\{.*\}), (\{"eventID": "[^"]+"\})\);/.exec(fragment ?? '');
  if (!match) throw new Error(`no tracked event in ${fragment}`);
  return [match[1]!, JSON.parse(match[2]!) as Record<string, unknown>, JSON.parse(match[3]!) as { eventID: string }];
}

describe('the demo store with Facebook for WooCommerce\'s pixel (server/http/demoPixel.ts)', () => {
  it('answers each AJAX add with the placeholder fragment whose script tracks AddToCart for that product, with its own event id', async () => {
    const jar = new CookieJar();
    const first = await post('add_to_cart', 'quantity=2&product_id=33', jar);
    const second = await post('add_to_cart', 'quantity=1&product_id=19', jar);
    expect(Object.keys(first).at(-1)).toBe(PLACEHOLDER);
    expect(first[PLACEHOLDER]).toMatch(/^<div class="wc-facebook-pixel-event-placeholder"><!-- Facebook Pixel Event Code -->\n<script type="text\/javascript">\n[^<]*<\/script>\n<!-- End Facebook Pixel Event Code --><\/div>$/);
    const [event, data, options] = trackedIn(first[PLACEHOLDER]);
    expect(event).toBe('AddToCart');
    expect(data).toMatchObject({ content_ids: '["33"]', contents: '[{"id":"33","quantity":2}]', content_type: 'product', value: 298, currency: 'USD' });
    expect(trackedIn(second[PLACEHOLDER])[1]).toMatchObject({ content_ids: '["19"]', value: 10990 });
    expect(trackedIn(second[PLACEHOLDER])[2].eventID).not.toBe(options.eventID);
  });

  it('adds no pixel key to removal and refresh answers, nor to an add without a posted quantity or without the switch', async () => {
    const jar = new CookieJar();
    expect(await post('add_to_cart', 'product_id=33', jar)).not.toHaveProperty([PLACEHOLDER]);
    expect(await post('add_to_cart', 'quantity=1&product_id=33', jar, '')).not.toHaveProperty([PLACEHOLDER]);
    expect(await post('get_refreshed_fragments', 'time=1', jar)).not.toHaveProperty([PLACEHOLDER]);
    const key = /data-cart_item_key="([0-9a-f]+)"/.exec((await post('get_refreshed_fragments', 'time=1', jar))['div.widget_shopping_cart_content'] ?? '')?.[1];
    expect(await post('remove_from_cart', `cart_item_key=${key}`, jar)).not.toHaveProperty([PLACEHOLDER]);
  });

  it('prints the pixel\'s stand-in on every page with the switch, once even when ?compat= asks for it too', async () => {
    const stand = /<script id="wc-islands-compat-fb-pixel-js" src="[^"]*\/fb-pixel\.js\?ver=1"><\/script>/g;
    for (const url of ['/shop/', '/cart/', '/my-account/', '/shop/?compat=fb-pixel']) {
      expect((await app.inject({ url, headers: { cookie: PIXEL } })).body.match(stand)).toHaveLength(1);
    }
    expect((await app.inject({ url: '/shop/' })).body).not.toContain('fb-pixel');
  });
});
