import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Browser } from '@playwright/test';
import { DELIBERATE } from './support/differential/deliberate.ts';
import { diffRuns, formatDifference, unexplained, type Run } from './support/differential/diffRuns.ts';
import { JOURNEY } from './support/differential/journey.ts';
import { observe, type Effect } from './support/differential/observe.ts';
import { orderRows } from './support/differential/orderRows.ts';
import { SUBJECTS } from './support/differential/subjects.ts';
import { mode, skipMessage, wpCli } from './support/realStore.ts';

// The differential harness: one shopper journey (support/differential/journey.ts) run on the store with
// wc-islands deactivated, then active, recording every effect a shopper, a tracker or the database can observe
// (support/differential/observe.ts); each difference fails unless support/differential/deliberate.ts lists it
// with its reason. It switches the plugin itself, so it runs in the runner's plugin pass only.
test.skip(!process.env.REALSTORE_URL, skipMessage);
test.skip(mode === 'legacy', 'the differential harness runs both modes itself, in the plugin pass');

async function journeyRun(browser: Browser, lastName: string): Promise<Run> {
  const origin = new URL(process.env.REALSTORE_URL ?? '').origin;
  const context = await browser.newContext({ baseURL: origin });
  // A control something covers fails its step within this, naming what covers it, instead of the whole test's time.
  context.setDefaultTimeout(30_000);
  const page = await context.newPage();
  const observer = await observe(context, page, origin);
  const run = new Map<string, Effect[]>();
  const shopper = { lastName, email: `${lastName.toLowerCase()}@example.test` };
  try {
    for (const step of JOURNEY) {
      await test.step(step.name, () => step.run(page, shopper));
      await page.waitForLoadState('networkidle');
      await observer.settled();
      run.set(step.name, await observer.effects());
    }
    run.set('database', orderRows(lastName));
  } finally {
    await context.close();
  }
  return run;
}

/**
 * What an owner sees after activating a plugin in wp-admin, done once before the shopper runs: a plugin's
 * first-activation redirect to its settings page (Mailchimp for WooCommerce) is the owner's, not a shopper's.
 */
async function ownerVisitsAdmin(browser: Browser): Promise<void> {
  const context = await browser.newContext({ baseURL: new URL(process.env.REALSTORE_URL ?? '').origin });
  try {
    const page = await context.newPage();
    await page.goto('/wp-login.php');
    await page.getByLabel('Username or Email Address').fill('admin');
    await page.getByLabel('Password', { exact: true }).fill('admin');
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(/wp-admin/);
  } finally {
    await context.close();
  }
}

for (const subject of SUBJECTS) {
  test(`${subject.name}: every effect of the shopper journey with wc-islands equals legacy's, or is listed as deliberate`, async ({ browser }, testInfo) => {
    test.setTimeout(300_000);
    const missing = subject.missing();
    test.skip(missing !== null, missing ?? '');
    subject.switchOn();
    await ownerVisitsAdmin(browser);
    const stamp = Date.now().toString(36);
    try {
      wpCli('deactivate');
      const legacy = await journeyRun(browser, `Legacy${stamp}`);
      wpCli('activate');
      const plugin = await journeyRun(browser, `Plugin${stamp}`);
      const differences = diffRuns(plugin, legacy);
      // Both runs whole, to read what a difference came with: DIFFERENTIAL_DUMP=<dir>.
      if (process.env.DIFFERENTIAL_DUMP) writeFileSync(join(process.env.DIFFERENTIAL_DUMP, `${subject.name.replace(/\W+/g, '-')}.json`), JSON.stringify({ legacy: [...legacy], plugin: [...plugin] }, null, 1));
      await testInfo.attach('differences.txt', { body: differences.map(formatDifference).join('\n') || 'none' });
      console.log(`${subject.name}: ${differences.length} difference(s)\n${differences.map(formatDifference).join('\n')}`);
      expect(unexplained(differences, DELIBERATE, subject.name).map(formatDifference)).toEqual([]);
    } finally {
      wpCli('activate');
      subject.switchOff();
    }
  });
}
