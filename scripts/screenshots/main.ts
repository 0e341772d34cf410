// `npm run screenshots`: the demo store's pages at 1280 and 375 px, JavaScript on and off, into screenshots/
// with report.txt (exit 1 on any problem); `--docs`: the documentation's screenshots into docs/images/.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../../tests/e2e/support/chromium.ts';
import { freePort, startStore } from '../bench/server.ts';
import { parseOptions } from './options.ts';
import { takeDocsShots } from './takeDocsShots.ts';
import { takeSurvey } from './takeSurvey.ts';
import { startWordPress } from './wordpressAdmin.ts';

const root = new URL('../../', import.meta.url).pathname;
const options = parseOptions(process.argv.slice(2));

if (!options.skipBuild) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const store = await startStore(root, join(root, 'dist'), await freePort());
const browser = await chromium.launch(chromiumLaunchOptions);
let exitCode = 0;
try {
  if (options.docs) {
    const wordpress = await startWordPress();
    try {
      for (const line of await takeDocsShots(browser, wordpress.url, store.baseUrl, join(root, 'docs/images'))) console.log(line);
    } finally {
      await wordpress.stop();
    }
  } else {
    const failed = await takeSurvey(browser, store.baseUrl, options.only, join(root, 'screenshots'));
    console.log(`screenshots/: ${failed === 0 ? 'no problem' : `${failed} shots with problems`} (screenshots/report.txt)`);
    exitCode = failed === 0 ? 0 : 1;
  }
} finally {
  await browser.close();
  await store.stop();
}
process.exit(exitCode);
