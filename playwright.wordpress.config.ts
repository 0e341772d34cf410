import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/e2e/support/chromium.ts';
import { wpUrl } from './tests/wordpress/support/wordpressSite.ts';

// The plugin in a real WordPress (6.5, SQLite) built afresh from the repo's own files by the
// webServer command and served by PHP-in-WebAssembly from npm (no PHP on the machine); needs a built
// dist-plugin/wc-islands.zip.
// Tests share one site and switch its settings, so they run one at a time.
export default defineConfig({
  testDir: 'tests/wordpress',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // PHP in WebAssembly runs WordPress several times slower than native PHP, the command lines most: the
  // test that runs plugin-cli.php six times took 5 s on a quiet machine and 21 s with both cores busy.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: wpUrl,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    trace: 'off',
  },
  webServer: {
    command: 'node_modules/.bin/tsx tests/wordpress/support/startWordPress.ts',
    url: `${wpUrl}/wp-login.php`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
