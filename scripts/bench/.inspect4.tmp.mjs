import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const ctx = await browser.newContext();
const page = await ctx.newPage();
page.on('request', r => { if (r.url().includes('wc-ajax') || r.url().endsWith('.js')) console.log('  req', r.method(), r.url().replace('http://127.0.0.1:8405', ''), r.postData()?.slice(0, 80) ?? ''); });
page.on('response', async r => { if (r.url().includes('wc-ajax')) console.log('  resp', r.status(), (await r.text()).slice(0, 150)); });
for (const i of [1, 2]) {
  console.log('visit', i);
  await page.goto('http://127.0.0.1:8405/shop/?per_page=10');
  await page.waitForTimeout(3000);
  console.log('  cookies', (await ctx.cookies()).map(c => c.name).join(','));
  console.log('  storage', await page.evaluate(() => JSON.stringify({ s: Object.keys(sessionStorage), l: Object.keys(localStorage) })));
}
await browser.close();
