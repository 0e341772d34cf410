import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
for (const q of ['islands=off', '']) {
  const page = await browser.newPage();
  await page.goto('http://127.0.0.1:8405/shop/?per_page=10&' + q);
  await page.waitForTimeout(3000);
  console.log(q, await page.evaluate(() => { const f = document.querySelector('.woocommerce-ordering'); const s = f.querySelector('select'); const cs = getComputedStyle(s); return f.outerHTML.slice(0, 300) + '\n' + [cs.width, cs.fontSize, cs.padding, cs.appearance, cs.fontFamily].join(' | ') + ' styles:' + [...document.querySelectorAll('style')].map(x => x.textContent.slice(0, 200)).join('\n##'); }));
  await page.close();
}
await browser.close();
