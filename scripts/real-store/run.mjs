// `npm run test:real-store` (development only): the plugin on the real WordPress + WooCommerce store
// of ../shared/realstore/. Builds the zip, installs it through WordPress's own upload code path
// (Plugin_Upgrader), then runs tests/real-store/ twice: with the plugin active, and as control with
// it deactivated. Prints scripts and JS KB (gzip) per page type both ways. Leaves the plugin off, so
// the store serves its legacy pages to whoever else reads it. Skips, saying why, without the store.
// Then, for a store started behind a proxy (REALSTORE_PHP_PORT) with varnishd installed, runs
// tests/real-store/shared-cache.spec.ts behind Varnish twice (the plugin behind docs/caching/wc-islands.vcl;
// control: legacy behind WooCommerce's guide), measures the control's paint again with the shipped VCL's
// compression (what compression alone gives), benches pages/s with and without the cache, and prints the
// cache figures; else says why it skips that.
// `--cache-only` runs only that phase.
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('../../', import.meta.url).pathname;
const storeDir = process.env.REALSTORE_DIR ?? '/tmp/realstore';
const shared = join(root, '../shared/realstore');
const skip = (why) => {
  console.log(`test:real-store skipped: ${why} (see ../shared/realstore/README.md)`);
  process.exit(0);
};

async function answers(url) {
  try {
    return (await fetch(`${url}/wp-login.php`, { signal: AbortSignal.timeout(5000) })).ok;
  } catch {
    return false;
  }
}

const readPort = (file, fallback) => (existsSync(join(storeDir, file)) ? readFileSync(join(storeDir, file), 'utf8').trim() : fallback);
const storePort = process.env.REALSTORE_PORT ?? readPort('port', '8090');
const phpPort = process.env.REALSTORE_PHP_PORT ?? readPort('php-port', storePort);
const behindProxy = phpPort !== storePort;
const varnishd = ['/usr/sbin', '/usr/local/sbin', ...(process.env.PATH ?? '').split(':')].map((dir) => join(dir, 'varnishd')).find((path) => existsSync(path));
const varnishEnv = { REALSTORE_DIR: storeDir, REALSTORE_PORT: storePort, REALSTORE_PHP_PORT: phpPort };
const varnish = (...args) => spawnSync(join(root, 'node_modules/.bin/tsx'), [join(root, 'scripts/real-store/varnish.ts'), ...args], { cwd: root, stdio: 'inherit', env: { ...process.env, ...varnishEnv } }).status ?? 1;
let url = process.env.REALSTORE_URL ?? `http://127.0.0.1:${existsSync(join(storeDir, 'port')) ? readFileSync(join(storeDir, 'port'), 'utf8').trim() : '8090'}`;
// A store behind a proxy answers on its URL only through one: ours, with the shipped VCL.
const frontWasUp = await answers(url);
if (!frontWasUp && behindProxy && varnishd) varnish('start');
if (!(await answers(url))) {
  if (!process.env.WP_CORE_GIT || !process.env.STACK_GIT || !existsSync(join(shared, 'up.sh'))) skip(`no store answers at ${url}, and WP_CORE_GIT/STACK_GIT (the two source snapshots) are not set`);
  url = execFileSync(join(shared, 'up.sh'), { encoding: 'utf8', env: { ...process.env, REALSTORE_DIR: storeDir }, stdio: ['ignore', 'pipe', 'inherit'] }).trim();
}
if (!existsSync(join(storeDir, 'wp/wp-load.php'))) skip(`${storeDir}/wp is not a WordPress root (set REALSTORE_DIR)`);

const run = (command, args, env = {}) => spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
const plugin = (...args) => execFileSync('php', [join(root, 'scripts/wordpress/plugin-cli.php'), join(storeDir, 'wp'), url, ...args], { encoding: 'utf8' }).trim();

// The test mu-plugins and their scripts (the demo store's compat fixtures), as tests/real-store/README.md
// says, so one command is the whole set-up; copying again is harmless.
const muPlugins = join(storeDir, 'wp/wp-content/mu-plugins');
mkdirSync(join(muPlugins, 'wc-islands-test-listeners'), { recursive: true });
for (const file of readdirSync(join(root, 'tests/real-store/mu-plugins')).filter((name) => name.endsWith('.php'))) copyFileSync(join(root, 'tests/real-store/mu-plugins', file), join(muPlugins, file));
for (const file of readdirSync(join(root, 'server/public/compat')).filter((name) => name.endsWith('.js'))) copyFileSync(join(root, 'server/public/compat', file), join(muPlugins, 'wc-islands-test-listeners', file));

// Third-party plugins and themes a real store runs (issues #28, #32): each tests/real-store/plugins/*.mjs installs
// one on the store from its public source (its README says how), or says why it cannot; the specs switch them.
for (const file of readdirSync(join(root, 'tests/real-store/plugins')).filter((name) => name.endsWith('.mjs')).sort()) {
  const { install } = await import(join(root, 'tests/real-store/plugins', file));
  console.log(`${file}: ${await install({ root, storeDir, wpRoot: join(storeDir, 'wp'), url })}`);
}

if (!process.argv.includes('--skip-build') && run('npm', ['run', 'build', '--silent']) !== 0) process.exit(1);
console.log(plugin('install', join(root, 'dist-plugin/wc-islands.zip')));

const results = {};
const cacheOnly = process.argv.includes('--cache-only');
try {
  for (const mode of cacheOnly ? [] : ['plugin', 'legacy']) {
    rmSync(join(tmpdir(), `wc-islands-real-store-measure-${mode}.json`), { force: true });
    console.log(`\n▶ real store, ${mode === 'plugin' ? 'wc-islands active' : 'control: wc-islands deactivated'} (${url})`);
    console.log(plugin(mode === 'plugin' ? 'activate' : 'deactivate'));
    results[mode] = run(join(root, 'node_modules/.bin/playwright'), ['test', '-c', 'playwright.real-store.config.ts'], { REALSTORE_URL: url, REALSTORE_MODE: mode, REALSTORE_DIR: storeDir });
  }
} finally {
  console.log(plugin('deactivate'));
}

// The shared cache (issue #27): the same store behind Varnish, the plugin vs the legacy control.
const cacheSkip = !behindProxy
  ? `the store's PHP answers on its own port ${storePort}, with no room for a cache in front: start it with REALSTORE_PHP_PORT (../shared/realstore/README.md, Behind a proxy)`
  : !varnishd
    ? 'varnishd is not installed (apt-get install -y --no-install-recommends varnish)'
    : '';
const cacheReport = (cache) => join(tmpdir(), `wc-islands-real-store-cache-${cache}.json`);
if (cacheSkip) console.log(`\nshared-cache.spec.ts skipped: ${cacheSkip}`);
else {
  const staleNonces = join(muPlugins, 'wc-islands-test-stale-nonces.php');
  copyFileSync(join(root, 'tests/real-store/cache-fixtures/wc-islands-test-stale-nonces.php'), staleNonces);
  try {
    const phases = {
      'wc-islands': 'wc-islands active, docs/caching/wc-islands.vcl',
      control: "control: wc-islands deactivated, WooCommerce's documented exclusions (scripts/real-store/woocommerce-guide.vcl)",
      'control-gzip': "control again, paint figures only, with the shipped VCL's gzip rule added (the same compression on both sides)",
    };
    for (const [cache, what] of Object.entries(phases)) {
      const mode = cache === 'wc-islands' ? 'plugin' : 'legacy';
      rmSync(cacheReport(cache), { force: true });
      console.log(`\n▶ real store behind Varnish, ${what} (${url})`);
      console.log(plugin(mode === 'plugin' ? 'activate' : 'deactivate'));
      // A fresh cache for each phase.
      if (varnish('start', ...(cache === 'wc-islands' ? [] : ['--control']), ...(cache === 'control-gzip' ? ['--gzip'] : [])) !== 0) {
        results[`cache ${cache}`] = 1;
        continue;
      }
      results[`cache ${cache}`] = run(join(root, 'node_modules/.bin/playwright'), ['test', '-c', 'playwright.real-store.config.ts', 'tests/real-store/shared-cache.spec.ts', ...(cache === 'control-gzip' ? ['--grep', 'figures'] : [])], { REALSTORE_URL: url, REALSTORE_MODE: mode, REALSTORE_DIR: storeDir, REALSTORE_CACHE: cache });
      // Pages per second with and without the cache: the plugin's pages, through this Varnish and straight from PHP.
      if (cache === 'wc-islands') {
        rmSync(join(tmpdir(), 'wc-islands-real-store-cache-bench.json'), { force: true });
        console.log('\n▶ pages/s, /shop/ as a cookieless guest: Varnish (docs/caching/wc-islands.vcl) vs PHP alone');
        results['cache bench'] = varnish('bench');
      }
    }
  } finally {
    rmSync(staleNonces, { force: true });
    console.log(plugin('deactivate'));
    // Leave the store's front as found: ours with the shipped VCL, or none.
    varnish(frontWasUp ? 'start' : 'stop');
  }
  const [cached, control, controlGzip] = [cacheReport('wc-islands'), cacheReport('control'), cacheReport('control-gzip')].map((file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {}));
  const share = (f, hits, views) => (f[views] ? `${f[hits]}/${f[views]} (${Math.round((100 * f[hits]) / f[views])} %)` : 'n/a');
  const med = (values) => (values?.length ? [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] : NaN);
  console.log('\nShared cache, one guest journey (campaign landing, 5 catalog pages, 2 adds, 5 catalog pages, product, cart, checkout, order):');
  console.log('| | wc-islands behind wc-islands.vcl | legacy behind WooCommerce\'s guide |');
  console.log('|---|---|---|');
  console.log(`| catalog hit share over the journey | ${share(cached, 'catalogHits', 'catalogViews')} | ${share(control, 'catalogHits', 'catalogViews')} |`);
  console.log(`| catalog hit share after the first add | ${share(cached, 'afterAddHits', 'afterAddViews')} | ${share(control, 'afterAddHits', 'afterAddViews')} |`);
  const bench = existsSync(join(tmpdir(), 'wc-islands-real-store-cache-bench.json')) ? JSON.parse(readFileSync(join(tmpdir(), 'wc-islands-real-store-cache-bench.json'), 'utf8')) : undefined;
  if (bench) {
    console.log(`| ${bench.path} as a cookieless guest, loopback: TTFB median of 21 | ${bench.ttfbCached.toFixed(1)} ms (Varnish) | ${bench.ttfbPhp.toFixed(1)} ms (PHP, the plugin's page) |`);
    console.log(`| pages/s at concurrency 16 for 20 s | ${bench.withCache.pagesPerSecond.toFixed(1)} (Varnish; ${(bench.withCache.pagesPerSecond / bench.withoutCache.pagesPerSecond).toFixed(0)}x, goal >= 20x) | ${bench.withoutCache.pagesPerSecond.toFixed(1)} (PHP) |`);
  }
  console.log(`| PHP requests per journey (pages and endpoints; with static files) | ${cached.phpRequests?.dynamic ?? 'n/a'} (${cached.phpRequests?.all ?? 'n/a'}) | ${control.phpRequests?.dynamic ?? 'n/a'} (${control.phpRequests?.all ?? 'n/a'}) |`);
  for (const path of Object.keys(cached.paint ?? {})) {
    const [p, l] = [cached.paint[path], control.paint?.[path]];
    const ratio = l ? (med(p.lcpMs) / med(l.lcpMs)).toFixed(2) : 'n/a';
    console.log(`| ${path}, guest with a cart, 4x CPU, 150 ms, 1.6 Mbps: TTFB / LCP medians of 3 | ${med(p.ttfbMs).toFixed(0)} / ${med(p.lcpMs).toFixed(0)} ms | ${l ? `${med(l.ttfbMs).toFixed(0)} / ${med(l.lcpMs).toFixed(0)} ms` : 'n/a'} (LCP ratio ${ratio}, goal <= 0.5) |`);
  }
  for (const path of Object.keys(cached.paint ?? {})) {
    const [p, g] = [cached.paint[path], controlGzip.paint?.[path]];
    if (!g) continue;
    console.log(`| ${path}, the same, the control also gzipped by the shipped rule | ${med(p.ttfbMs).toFixed(0)} / ${med(p.lcpMs).toFixed(0)} ms | ${med(g.ttfbMs).toFixed(0)} / ${med(g.lcpMs).toFixed(0)} ms (LCP ratio ${(med(p.lcpMs) / med(g.lcpMs)).toFixed(2)}) |`);
  }
}

const read = (mode) => {
  const file = join(tmpdir(), `wc-islands-real-store-measure-${mode}.json`);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
};
const [withPlugin, legacy] = cacheOnly ? [{}, {}] : [read('plugin'), read('legacy')];
const kb = (bytes) => (bytes / 1024).toFixed(1);
if (!cacheOnly) {
  console.log('\nScripts and JS KB gzip: by the load event / until the network is idle (lazy island chunks and React included); JS heap once idle, after a forced collection.');
  console.log('| page type | plugin: scripts | plugin: JS KB gz | legacy: scripts | legacy: JS KB gz | JS heap MB plugin / legacy | jQuery with the plugin |');
  console.log('|---|---|---|---|---|---|---|');
}
for (const name of Object.keys(withPlugin)) {
  const p = withPlugin[name];
  const l = legacy[name] ?? { scripts: 0, gzipBytes: 0, byLoad: 0, byLoadBytes: 0, heapBytes: 0 };
  const mb = (bytes) => (bytes / 1048576).toFixed(2);
  console.log(`| ${name} | ${p.byLoad} / ${p.scripts} | ${kb(p.byLoadBytes)} / ${kb(p.gzipBytes)} | ${l.byLoad} / ${l.scripts} | ${kb(l.byLoadBytes)} / ${kb(l.gzipBytes)} | ${mb(p.heapBytes)} / ${mb(l.heapBytes)} | ${p.jquery ? 'yes' : 'no'} |`);
}
const failed = Object.entries(results).filter(([, status]) => status !== 0).map(([mode]) => mode);
if (failed.length) {
  console.error(`✖ real-store runs failed: ${failed.join(', ')}`);
  process.exit(1);
}
console.log(Object.keys(results).length ? `✔ real-store runs passed: ${Object.keys(results).join(', ')}` : 'nothing ran');
