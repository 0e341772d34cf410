import { expect, test } from './support/test.ts';

test('the loader runs once per page, from the URL the page printed, even with a ?ver= query', async ({ page }) => {
  const loaderRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/wc-islands\.js(\?|$)/.test(request.url())) loaderRequests.push(request.url());
  });
  await page.goto('/shop/');
  await page.getByRole('button', { name: /^Add to cart: “/ }).first().scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.wcIslands?.mounted().length ?? 0)).toBeGreaterThan(3);
  expect(loaderRequests).toHaveLength(1);
  expect(loaderRequests[0]).toMatch(/wc-islands\.js\?ver=\d+$/);
});

test('a second visit fetches no bundle JavaScript from the network', async ({ context }) => {
  const first = await context.newPage();
  await first.goto('/shop/');
  await expect.poll(() => first.evaluate(() => window.wcIslands?.mounted().length ?? 0)).toBeGreaterThan(3);
  const second = await context.newPage();
  // Playwright does not say whether a response came from the HTTP cache; the DevTools protocol does.
  const cdp = await context.newCDPSession(second);
  await cdp.send('Network.enable');
  const requested = new Map<string, string>();
  const cached = new Set<string>();
  cdp.on('Network.requestWillBeSent', (event) => requested.set(event.requestId, event.request.url));
  cdp.on('Network.requestServedFromCache', (event) => cached.add(event.requestId));
  cdp.on('Network.responseReceived', (event) => {
    if (event.response.fromDiskCache) cached.add(event.requestId);
  });
  await second.goto('/shop/');
  await expect.poll(() => second.evaluate(() => window.wcIslands?.mounted().length ?? 0)).toBeGreaterThan(3);
  const fromNetwork = [...requested].filter(([id, url]) => url.includes('/wp-content/plugins/wc-islands/') && !cached.has(id));
  expect(fromNetwork).toEqual([]);
  expect([...requested.values()].some((url) => url.includes('/wp-content/plugins/wc-islands/'))).toBe(true);
});
