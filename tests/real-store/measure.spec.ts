import { test, type Response } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { addToCartForMeasure, measuredPages, reportFile } from './support/measure.ts';
import { mode, skipMessage } from './support/realStore.ts';
import { logInToWordPress } from '../wordpress/support/logIn.ts';

// Per page type: every JavaScript file the page fetched until the network went idle (so lazy island
// chunks count), with its gzip -9 size, and whether jQuery was among them. The runner prints both modes side by side.
test.skip(!process.env.REALSTORE_URL, skipMessage);

test(`[${mode}] measure scripts and JS bytes per page type`, async ({ page }) => {
  test.setTimeout(180_000);
  const rows: Record<string, { scripts: number; gzipBytes: number; byLoad: number; byLoadBytes: number; heapBytes: number; jquery: boolean; files: string[] }> = {};
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  // The page's JS heap once the network is idle, after a forced collection: what its scripts keep.
  const usedHeap = async (): Promise<number> => {
    await cdp.send('HeapProfiler.collectGarbage');
    const { metrics } = await cdp.send('Performance.getMetrics');
    return metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? 0;
  };
  for (const { name, path, withCart, loggedIn } of measuredPages) {
    if (withCart) await addToCartForMeasure(page);
    if (loggedIn) {
      await logInToWordPress(page);
      // The dashboard the login lands on fetches scripts after its load event: none of them may count below.
      await page.waitForLoadState('networkidle');
    }
    const files: { url: string; beforeLoad: boolean; bytes: Promise<number> }[] = [];
    let loaded = false;
    const onLoad = (): void => {
      loaded = true;
    };
    page.once('load', onLoad);
    const listener = (response: Response): void => {
      if (response.request().resourceType() !== 'script') return;
      files.push({ url: response.url(), beforeLoad: !loaded, bytes: response.body().then((body) => gzipSync(body, { level: 9 }).length, () => 0) });
    };
    page.on('response', listener);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    page.off('response', listener);
    const heapBytes = await usedHeap();
    const sizes = await Promise.all(files.map((file) => file.bytes));
    rows[name] = {
      scripts: files.length,
      gzipBytes: sizes.reduce((sum, size) => sum + size, 0),
      // Fetched before the load event: what competes with the page itself (islands and React come later, at idle).
      byLoad: files.filter((file) => file.beforeLoad).length,
      byLoadBytes: sizes.reduce((sum, size, index) => sum + (files[index]!.beforeLoad ? size : 0), 0),
      heapBytes,
      jquery: files.some((file) => /\/jquery(\.min)?\.js/.test(file.url)),
      files: files.map((file) => new URL(file.url).pathname),
    };
  }
  writeFileSync(reportFile(mode), JSON.stringify(rows, null, 1));
});
