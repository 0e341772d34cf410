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
  use: {
    ...(process.env.REALSTORE_URL ? { baseURL: process.env.REALSTORE_URL } : {}),
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    trace: 'off',
  },
});
