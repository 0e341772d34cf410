import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/e2e/support/chromium.ts';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Browser tests drive the demo store in Debian's Chromium (no browser downloads on this machine).
// `npm test` passes a free port and a fresh data folder; run alone, defaults apply.
// Every page is served under a strict Content Security Policy (server/http/strictCsp.ts) and a test
// fails on any violation (tests/e2e/support/test.ts); E2E_CSP=off serves pages without it.
const port = Number(process.env.E2E_PORT ?? 8181);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'wc-islands-e2e-data-'));
process.env.E2E_DATA_DIR = dataDir;
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 2,
  // One retry on CI absorbs timing noise on a loaded 2-core machine; a test failing twice still fails.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ? [['list'], ['json']] : [['list']],
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    trace: 'off',
  },
  webServer: {
    command: 'node_modules/.bin/tsx server/main.ts',
    url: `${baseURL}/shop/`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DIST_DIR: process.env.E2E_DIST_DIR ?? 'dist', WC_ISLANDS_CSP: process.env.E2E_CSP ?? 'strict' },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
