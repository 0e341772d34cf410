import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const page = await browser.newPage();
const s = await page.context().newCDPSession(page);
await s.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await page.addInitScript(() => { window.__lt = []; new PerformanceObserver(l => { for (const e of l.getEntries()) window.__lt.push([Math.round(e.startTime), Math.round(e.duration)]) }).observe({type:'longtask', buffered:true}); });
await s.send('Profiler.enable'); await s.send('Profiler.setSamplingInterval', { interval: 200 }); await s.send('Profiler.start');
await page.goto('http://127.0.0.1:8405' + process.argv[2]);
await page.waitForTimeout(5000);
const { profile } = await s.send('Profiler.stop');
console.log('longtasks', JSON.stringify(await page.evaluate(() => window.__lt)));
const dt = new Map(); const byId = new Map(profile.nodes.map(n => [n.id, n]));
const total = new Map();
for (let i = 0; i < profile.samples.length; i++) { const n = byId.get(profile.samples[i]); const cf = n.callFrame; const key = (cf.functionName || '(anon)') + ' ' + cf.url.split('/').pop() + ':' + cf.lineNumber; total.set(key, (total.get(key) || 0) + (profile.timeDeltas[i] || 0)); }
console.log([...total].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `${(v/1000).toFixed(0)}ms ${k}`).join('\n'));
await browser.close();
