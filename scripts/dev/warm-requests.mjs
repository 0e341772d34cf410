// Lists the network requests of a second visit to a page in the same browser context (warm cache).
import { chromium } from 'playwright-core';
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext();
const first = await context.newPage();
await first.goto(url);
await first.waitForTimeout(2500);
const page = await context.newPage();
const client = await context.newCDPSession(page);
await client.send('Network.enable');
const seen = new Map();
client.on('Network.requestWillBeSent', (e) => seen.set(e.requestId, { url: e.request.url, cache: false }));
client.on('Network.requestServedFromCache', (e) => { const r = seen.get(e.requestId); if (r) r.cache = true; });
client.on('Network.responseReceived', (e) => { const r = seen.get(e.requestId); if (r && (e.response.fromDiskCache || e.response.fromPrefetchCache)) r.cache = true; });
await page.goto(url);
await page.waitForTimeout(2500);
for (const r of seen.values()) if (!r.cache) console.log('network', r.url);
await browser.close();
