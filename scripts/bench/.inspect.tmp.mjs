import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const page = await browser.newPage();
page.on('console', m => console.log('console', m.type(), m.text()));
page.on('pageerror', e => console.log('pageerror', e.message));
await page.addInitScript(() => {
  window.__shifts = [];
  new PerformanceObserver(l => { for (const e of l.getEntries()) window.__shifts.push({v: e.value, t: e.startTime, src: (e.sources||[]).map(s => s.node ? (s.node.nodeName + '#' + (s.node.id||'') + '.' + (s.node.className||'')) + JSON.stringify(s.previousRect) + JSON.stringify(s.currentRect) : 'none')}) }).observe({type:'layout-shift', buffered: true});
  window.addEventListener('wc-islands:error', e => console.log('island error', e.detail.name, String(e.detail.error)), true);
});
await page.goto(process.argv[2]);
await page.waitForTimeout(4000);
console.log(await page.evaluate(() => JSON.stringify(window.wcIslands?.mounted().map(m => m.name))));
console.log(await page.evaluate(() => JSON.stringify(window.__shifts)));
await browser.close();
