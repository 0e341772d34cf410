// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar, createTestApp } from '../../__tests__/testApp.ts';
import { demoAddresses } from '../../catalogue/addresses.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

describe('demo address service', () => {
  it('holds a few hundred addresses in the US, the UK and Germany, the same on every start', () => {
    expect(demoAddresses.length).toBeGreaterThanOrEqual(300);
    expect(new Set(demoAddresses.map((a) => a.country))).toEqual(new Set(['US', 'GB', 'DE']));
    expect(demoAddresses[0]?.label).toBe('1849 Harvest Road, Salinas, CA 93984');
  });

  it('finds addresses whose words start with each typed word, with the matched ranges', async () => {
    const response = await app.inject({ url: '/wp-json/wc-islands-demo/v1/address/search?q=1849%20harv&country=US' });
    expect(response.statusCode).toBe(200);
    const [first] = response.json() as Array<{ id: string; label: string; matchedSubstrings: Array<{ offset: number; length: number }> }>;
    expect(first).toEqual({ id: 'us-0', label: '1849 Harvest Road, Salinas, CA 93984', matchedSubstrings: [{ offset: 0, length: 4 }, { offset: 5, length: 4 }] });
  });

  it('answers more than five matches so the client limit shows, and none for a country it does not cover', async () => {
    const many = await app.inject({ url: '/wp-json/wc-islands-demo/v1/address/search?q=street&country=US' });
    expect((many.json() as unknown[]).length).toBeGreaterThan(5);
    const none = await app.inject({ url: '/wp-json/wc-islands-demo/v1/address/search?q=street&country=FR' });
    expect(none.json()).toEqual([]);
  });

  it('returns the full address for an id, and a WordPress error for an unknown one', async () => {
    const found = await app.inject({ url: '/wp-json/wc-islands-demo/v1/address/select?id=us-0' });
    expect(found.json()).toEqual({ country: 'US', address_1: '1849 Harvest Road', address_2: '', city: 'Salinas', postcode: '93984', state: 'CA' });
    const missing = await app.inject({ url: '/wp-json/wc-islands-demo/v1/address/select?id=nope' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'no_place' });
  });

  it('serves the provider script a third-party plugin would enqueue', async () => {
    const response = await app.inject({ url: '/wp-content/plugins/wc-islands-demo-address/address-provider.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.body).toContain('registerAddressAutocompleteProvider');
  });

  it('prints the provider list as WooCommerce does, then the provider script, on the checkout', async () => {
    const jar = new CookieJar();
    jar.store(await app.inject({ url: '/?add-to-cart=33' }));
    const page = await app.inject({ url: '/checkout/', headers: { cookie: jar.header() } });
    const params = /var wc_address_autocomplete_common_params = (\{.*\});/.exec(page.body)?.[1] ?? '{}';
    const providers = JSON.parse((JSON.parse(params) as { address_providers: string }).address_providers) as Array<{ id: string; branding_html: string }>;
    expect(providers.map((p) => p.id)).toEqual(['wc-islands-demo-maps']);
    expect(providers[0]?.branding_html).toContain('Powered by');
    // A classic script in the head: it runs before the islands' deferred module, so it registers early.
    expect(page.body.indexOf('address-provider.js')).toBeGreaterThan(page.body.indexOf('wc_address_autocomplete_common_params'));
    expect(page.body).toContain('id="billing_address_1"');
    expect(page.body).toContain('id="shipping_address_1"');
  });
});

describe('demo address service as a geocoder', () => {
  type Suggestion = { id: string; label: string; matchedSubstrings: Array<{ offset: number; length: number }> };
  const search = async (q: string, country: string): Promise<Suggestion[]> =>
    (await app.inject({ url: `/wp-json/wc-islands-demo/v1/address/search?q=${encodeURIComponent(q)}&country=${country}` })).json() as Suggestion[];

  it('keeps a typed house number: "123 Main" suggests 123 Main Street in several cities', async () => {
    const found = await search('123 Main', 'US');
    expect(found.length).toBeGreaterThanOrEqual(5);
    for (const s of found) expect(s.label).toMatch(/^123 Main Street, [A-Za-z ]+, [A-Z]{2} \d{5}$/);
    expect(new Set(found.map((s) => s.label.split(', ')[1])).size).toBe(found.length);
    expect(found[0]?.matchedSubstrings).toEqual([{ offset: 0, length: 3 }, { offset: 4, length: 4 }]);
  });

  it('matches partial street names, and a further word narrows the town', async () => {
    expect((await search('42 mea', 'US')).map((s) => s.label.split(',')[0])).toContain('42 Meadow Lane');
    const narrowed = await search('42 mea fres', 'US');
    expect(narrowed.map((s) => s.label)).toEqual([expect.stringMatching(/^42 Meadow Lane, Fresno, CA 93\d{3}$/)]);
  });

  it('writes addresses as each country does (number after the street in Germany)', async () => {
    expect((await search('7 haupt', 'DE'))[0]?.label).toMatch(/^Hauptstraße 7, \d{5} Berlin$/);
    expect((await search('9 station', 'GB'))[0]?.label).toMatch(/^9 Station Road, Norwich NR\d{1,2} \d[A-Z]{2}$/);
  });

  it('returns the same full address for a geocoded suggestion on every selection', async () => {
    const [first] = await search('123 Main', 'US');
    const select = async (): Promise<unknown> => (await app.inject({ url: `/wp-json/wc-islands-demo/v1/address/select?id=${encodeURIComponent(first!.id)}` })).json();
    const address = await select();
    expect(address).toEqual({ country: 'US', address_1: '123 Main Street', address_2: '', city: 'Des Moines', postcode: expect.stringMatching(/^503\d{2}$/), state: 'IA' });
    expect(await select()).toEqual(address);
    expect((await app.inject({ url: '/wp-json/wc-islands-demo/v1/address/select?id=geo:US:99:0:1' })).statusCode).toBe(404);
  });
});
