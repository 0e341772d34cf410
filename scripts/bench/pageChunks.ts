// `npx tsx scripts/bench/pageChunks.ts [port] [dist]`: per page type of the demo store, the bundle's
// files fetched until the page is idle (gzipped size of each, from dist/) and which of them the page
// evaluated (a module's top-level code ran: V8 coverage counts its script function), issue #29. No CPU
// throttling and one sample: byte counts, not timings. Starts the demo server itself on the given port.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../../tests/e2e/support/chromium.ts';

const port = Number(process.argv[2] ?? 4412);
const dist = process.argv[3] ?? 'dist';
const base = `http://127.0.0.1:${port}`;
const BUNDLE = /\/wp-content\/plugins\/wc-islands\/dist\/([^?]+\.js)/;

interface PageRow { id: string; path: string; cart: boolean; account: boolean }
const PAGES: readonly PageRow[] = [
  { id: 'shop', path: '/shop/', cart: false, account: false },
  { id: 'product', path: '/product/{product}/', cart: false, account: false },
  { id: 'cart', path: '/cart/', cart: true, account: false },
  { id: 'checkout', path: '/checkout/', cart: true, account: false },
  { id: 'gallery post', path: '/field-day-spraying-soybeans/', cart: false, account: false },
  { id: 'account edit', path: '/my-account/edit-account/', cart: false, account: true },
  { id: 'my account, guest (login, register)', path: '/my-account/', cart: false, account: false },
  { id: 'lost password', path: '/my-account/lost-password/', cart: false, account: false },
];

const gz = (file: string): number => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes: number): string => (bytes / 1000).toFixed(1);

async function waitForServer(): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(`${base}/shop/`)).ok) return;
    } catch { /* not up yet */ }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('demo server did not start');
}

async function idle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  // Idle-scheduled islands (analytics) and what they import.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 300))));
  await page.waitForLoadState('networkidle');
}

async function measure(row: PageRow, productSlug: string, productId: string): Promise<{ fetched: Map<string, number>; evaluated: Set<string> }> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  const context = await browser.newContext();
  if (row.cart) await context.request.post(`${base}/?wc-ajax=add_to_cart`, { form: { product_id: productId, quantity: '1' } });
  const page = await context.newPage();
  if (row.account) {
    await page.goto(`${base}/my-account/?islands=off`);
    const form = page.locator('form.register');
    await form.getByLabel('Email address').fill(`bench-${Date.now()}@example.com`);
    await form.getByLabel(/^Password/).fill('correct horse battery staple 42');
    await form.getByRole('button', { name: 'Register' }).click();
    await page.waitForLoadState('load');
  }
  const fetched = new Map<string, number>();
  page.on('response', (response) => {
    const file = BUNDLE.exec(response.url())?.[1];
    if (file) fetched.set(file, gz(file));
  });
  const session = await context.newCDPSession(page);
  await session.send('Profiler.enable');
  await session.send('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
  const path = row.path.replace('{product}', productSlug);
  await page.goto(base + path);
  // An empty cart sends /checkout/ to /cart/: measure the page asked for or nothing.
  if (new URL(page.url()).pathname !== path) throw new Error(`${path} answered as ${page.url()}`);
  await idle(page);
  const { result } = await session.send('Profiler.takePreciseCoverage');
  const evaluated = new Set<string>();
  for (const script of result) {
    const file = BUNDLE.exec(script.url)?.[1];
    if (file && (script.functions[0]?.ranges[0]?.count ?? 0) > 0) evaluated.add(file);
  }
  await browser.close();
  return { fetched, evaluated };
}

const server = spawn('node_modules/.bin/tsx', ['server/main.ts'], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DIST_DIR: dist, DATA_DIR: `/tmp/page-chunks-${port}-${Date.now()}` },
  stdio: 'ignore',
});
try {
  await waitForServer();
  const shop = await (await fetch(`${base}/shop/?islands=off`)).text();
  const productSlug = /href="[^"]*\/product\/([^/"]+)\/"/.exec(shop)?.[1] ?? '';
  // A simple product's loop button (one item in the cart for the cart and checkout rows).
  const productId = /class="[^"]*product_type_simple[^"]*add_to_cart_button[^"]*" data-product_id="(\d+)"/.exec(shop)?.[1] ?? '';
  console.log('| page | JS gz fetched until idle | JS gz evaluated | requests | chunks evaluated (fetched, not evaluated) |');
  console.log('|---|---|---|---|---|');
  for (const row of PAGES) {
    const { fetched, evaluated } = await measure(row, productSlug, productId);
    const total = [...fetched.values()].reduce((sum, bytes) => sum + bytes, 0);
    const ran = [...fetched].filter(([file]) => evaluated.has(file)).reduce((sum, [, bytes]) => sum + bytes, 0);
    const name = (file: string): string => file.replace(/^chunks\//, '').replace(/-[\w-]{6}\.js$/, '').replace(/\.js$/, '');
    const names = [...fetched.keys()].filter((file) => evaluated.has(file)).map(name).join(', ');
    const idleOnly = [...fetched.keys()].filter((file) => !evaluated.has(file)).map(name).join(', ');
    console.log(`| ${row.id} | ${kb(total)} KB | ${kb(ran)} KB | ${fetched.size} | ${names}${idleOnly ? ` (${idleOnly})` : ''} |`);
  }
} finally {
  server.kill();
}
