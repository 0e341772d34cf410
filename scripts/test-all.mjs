// `npm test`: every check, in order, stopping at the first failure: typecheck, lint, unit tests,
// build, size budget, browser tests against the demo store on a free port, the WordPress plugin in a
// real WordPress. Ends with one "tests: N passed, N failed, N skipped" line counting the unit, browser
// and WordPress tests (from vitest's and Playwright's JSON reports).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM, ensureSystemRequirements } from './systemPackages.mjs';

const root = new URL('..', import.meta.url).pathname;
const bin = (name) => join(root, 'node_modules/.bin', name);
const reports = mkdtempSync(join(tmpdir(), 'wc-islands-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };

function step(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, env: { ...process.env, ...env } });
  if (result.status !== 0) finish(`${title} failed`);
}

function finish(failure) {
  console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  rmSync(reports, { recursive: true, force: true });
  if (failure) {
    console.error(`✖ ${failure}`);
    process.exit(1);
  }
  console.log('✔ all checks passed');
  process.exit(0);
}

function count(file, read) {
  if (!existsSync(file)) return;
  const { passed, failed, skipped } = read(JSON.parse(readFileSync(file, 'utf8')));
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

// The machine's part (Debian's Chromium, Varnish) is installed here when missing, so a bare machine needs
// only `npm install && npm test`; what still cannot be had is said in one line and its tiers skip.
const unavailable = ensureSystemRequirements();
for (const line of unavailable) console.log(`⚠ ${line}`);
const browserAvailable = existsSync(CHROMIUM.path);

step('typecheck', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']);
step('lint', bin('eslint'), ['.', '--max-warnings=0']);

const vitestReport = join(reports, 'vitest.json');
console.log('\n▶ unit tests');
const unit = spawnSync(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`], {
  stdio: 'inherit',
  cwd: root,
});
// vitest's JSON (Jest's shape) counts `it.skip` as pending and `it.todo` as todo.
count(vitestReport, (report) => ({
  passed: report.numPassedTests,
  failed: report.numFailedTests,
  skipped: report.numPendingTests + report.numTodoTests,
}));
if (unit.status !== 0) finish('unit tests failed');

step('build', 'npm', ['run', 'build', '--silent']);
step('size budget', bin('tsx'), ['scripts/check-size.ts']);

const playwrightCount = (report) => ({
  passed: report.stats.expected + report.stats.flaky,
  failed: report.stats.unexpected,
  skipped: report.stats.skipped,
});

async function browserTests() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'wc-islands-e2e-data-'));
  const report = join(reports, 'playwright.json');
  console.log(`\n▶ browser tests (demo store on port ${port})`);
  const e2e = spawnSync(bin('playwright'), ['test'], {
    stdio: 'inherit',
    cwd: root,
    env: { ...process.env, E2E_PORT: String(port), E2E_DATA_DIR: dataDir, PLAYWRIGHT_JSON_OUTPUT_FILE: report },
  });
  rmSync(dataDir, { recursive: true, force: true });
  count(report, playwrightCount);
  if (e2e.status !== 0) finish('browser tests failed');
}

// The WordPress plugin in a real WordPress (6.5 + SQLite, on PHP-in-WebAssembly, all from npm), built afresh.
async function wordPressTests() {
  const report = join(reports, 'wordpress.json');
  const wpPort = await freePort();
  console.log(`\n▶ WordPress plugin tests (WordPress on port ${wpPort})`);
  const wp = spawnSync(bin('playwright'), ['test', '-c', 'playwright.wordpress.config.ts'], {
    stdio: 'inherit',
    cwd: root,
    env: { ...process.env, WP_TEST_PORT: String(wpPort), WP_TEST_DIR: join(reports, 'wordpress-site'), PLAYWRIGHT_JSON_OUTPUT_FILE: report },
  });
  count(report, playwrightCount);
  if (wp.status !== 0) finish('WordPress plugin tests failed');
}

if (browserAvailable) {
  await browserTests();
  await wordPressTests();
} else {
  console.log('\n⚠ browser tests and WordPress plugin tests skipped: no Chromium (see above)');
}
finish();
