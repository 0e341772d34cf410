import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { CART_PRODUCT_ID, DEMO_PASSWORDS, DEMO_SHOTS, type DemoShot } from './demoShots.ts';

const WIDTHS = [1280, 375] as const;

/** What went wrong on one shot: console errors, failed requests, a page wider than the viewport. */
function watch(page: Page, javaScriptEnabled: boolean): string[] {
  const problems: string[] = [];
  // With scripts off, Chromium refuses the loader chunk's modulepreload under the strict policy though it carries
  // the nonce (tests/e2e/demo-store.spec.ts): nothing a shopper sees, and a page with scripts off needs no script.
  const refusedPreload = (url: string, why: string): boolean => !javaScriptEnabled && why === 'csp' && /\/dist\/chunks\/loader-[\w-]+\.js$/.test(url);
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('requestfailed', (request) => {
    const why = request.failure()?.errorText ?? '';
    if (!refusedPreload(request.url(), why)) problems.push(`failed: ${request.url()} ${why}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
  });
  return problems;
}

async function takeOne(browser: Browser, baseURL: string, shot: DemoShot, width: number, javaScriptEnabled: boolean, outDir: string): Promise<string[]> {
  const context = await browser.newContext({ baseURL, javaScriptEnabled, viewport: { width, height: 900 } });
  if (shot.user) await context.request.post('/wp-login.php', { form: { log: shot.user, pwd: DEMO_PASSWORDS[shot.user], redirect_to: '/' } });
  if (shot.cartItem) await context.request.get(`/?add-to-cart=${CART_PRODUCT_ID}`);
  const page = await context.newPage();
  const problems = watch(page, javaScriptEnabled);
  await page.goto(shot.path, { waitUntil: 'networkidle' });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (overflow > 0) problems.push(`horizontal overflow: ${overflow} px`);
  await page.screenshot({ path: join(outDir, `${shot.name}-${width}-${javaScriptEnabled ? 'js' : 'nojs'}.png`), fullPage: true });
  await context.close();
  return problems;
}

/**
 * Every shot at each width, JavaScript on and off, into `outDir`, with `report.txt` listing each shot's
 * problems. Returns the number of shots with a problem.
 */
export async function takeSurvey(browser: Browser, baseURL: string, only: readonly string[], outDir: string): Promise<number> {
  mkdirSync(outDir, { recursive: true });
  const lines: string[] = [];
  let withProblems = 0;
  for (const shot of DEMO_SHOTS.filter((candidate) => only.length === 0 || only.includes(candidate.name))) {
    for (const width of WIDTHS) {
      for (const javaScriptEnabled of [true, false]) {
        const problems = await takeOne(browser, baseURL, shot, width, javaScriptEnabled, outDir);
        const label = `${shot.name} ${width}px JS ${javaScriptEnabled ? 'on' : 'off'}`;
        if (problems.length > 0) withProblems += 1;
        lines.push(problems.length === 0 ? `ok    ${label}` : [`FAIL  ${label}`, ...problems.map((problem) => `      ${problem}`)].join('\n'));
      }
    }
  }
  writeFileSync(join(outDir, 'report.txt'), `${lines.join('\n')}\n`);
  return withProblems;
}
