import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/e2e/support/chromium.ts';

// Browser journeys against the real WordPress + WooCommerce store of ../shared/realstore/ (development
// only: CI cannot fetch its sources). REALSTORE_URL is its base URL; every spec skips, saying so, without it.
export default defineConfig({
  testDir: 'tests/real-store',
  // Only behind Varnish, in the runner's shared-cache phase (scripts/real-store/run.mjs).
  testIgnore: process.env.REALSTORE_CACHE ? [] : ['**/shared-cache.spec.ts'],
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // One folder per mode: the runner's control pass would otherwise empty the plugin pass's failures.
  outputDir: `test-results/real-store-${process.env.REALSTORE_MODE === 'legacy' ? 'legacy' : 'plugin'}`,
  use: {
    ...(process.env.REALSTORE_URL ? { baseURL: process.env.REALSTORE_URL } : {}),
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    // A failure keeps its trace (test-results/): the tier's rare failures show only in a full run.
    trace: 'retain-on-failure',
    // A control a theme hides or moves fails its step in seconds, naming it, instead of at the test's timeout.
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
  },
});
