// `npm run test:real-store` (development only): the plugin on the real WordPress + WooCommerce store
// of ../shared/realstore/. Builds the zip, installs it through WordPress's own upload code path
// (Plugin_Upgrader), then runs tests/real-store/ twice: with the plugin active, and as control with
// it deactivated. Prints scripts and JS KB (gzip) per page type both ways. Leaves the plugin off, so
// the store serves its legacy pages to whoever else reads it. Skips, saying why, without the store.
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

let url = process.env.REALSTORE_URL ?? `http://127.0.0.1:${existsSync(join(storeDir, 'port')) ? readFileSync(join(storeDir, 'port'), 'utf8').trim() : '8090'}`;
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

if (!process.argv.includes('--skip-build') && run('npm', ['run', 'build', '--silent']) !== 0) process.exit(1);
console.log(plugin('install', join(root, 'dist-plugin/wc-islands.zip')));

const results = {};
try {
  for (const mode of ['plugin', 'legacy']) {
    rmSync(join(tmpdir(), `wc-islands-real-store-measure-${mode}.json`), { force: true });
    console.log(`\n▶ real store, ${mode === 'plugin' ? 'wc-islands active' : 'control: wc-islands deactivated'} (${url})`);
    console.log(plugin(mode === 'plugin' ? 'activate' : 'deactivate'));
    results[mode] = run(join(root, 'node_modules/.bin/playwright'), ['test', '-c', 'playwright.real-store.config.ts'], { REALSTORE_URL: url, REALSTORE_MODE: mode, REALSTORE_DIR: storeDir });
  }
} finally {
  console.log(plugin('deactivate'));
}

const read = (mode) => {
  const file = join(tmpdir(), `wc-islands-real-store-measure-${mode}.json`);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
};
const [withPlugin, legacy] = [read('plugin'), read('legacy')];
const kb = (bytes) => (bytes / 1024).toFixed(1);
console.log('\nScripts and JS KB gzip: by the load event / until the network is idle (lazy island chunks and React included); JS heap once idle, after a forced collection.');
console.log('| page type | plugin: scripts | plugin: JS KB gz | legacy: scripts | legacy: JS KB gz | JS heap MB plugin / legacy | jQuery with the plugin |');
console.log('|---|---|---|---|---|---|---|');
for (const name of Object.keys(withPlugin)) {
  const p = withPlugin[name];
  const l = legacy[name] ?? { scripts: 0, gzipBytes: 0, byLoad: 0, byLoadBytes: 0, heapBytes: 0 };
  const mb = (bytes) => (bytes / 1048576).toFixed(2);
  console.log(`| ${name} | ${p.byLoad} / ${p.scripts} | ${kb(p.byLoadBytes)} / ${kb(p.gzipBytes)} | ${l.byLoad} / ${l.scripts} | ${kb(l.byLoadBytes)} / ${kb(l.gzipBytes)} | ${mb(p.heapBytes)} / ${mb(l.heapBytes)} | ${p.jquery ? 'yes' : 'no'} |`);
}
const failed = Object.entries(results).filter(([, status]) => status !== 0).map(([mode]) => mode);
if (failed.length) {
  console.error(`✖ real-store journeys failed: ${failed.join(', ')}`);
  process.exit(1);
}
console.log('✔ real-store journeys passed with the plugin and without it');
