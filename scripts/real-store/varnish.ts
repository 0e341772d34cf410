// Varnish in front of a real store of ../shared/realstore/ started with REALSTORE_PHP_PORT (PHP) and
// REALSTORE_PORT (the store's URLs; Varnish listens there), and the measurements of issue #27.
//
//   tsx scripts/real-store/varnish.ts start [--control [--gzip]] [--stand-in]   varnishd (daemon) on REALSTORE_PORT
//   tsx scripts/real-store/varnish.ts stop                             stops it by its PID file, removes the stand-in
//   tsx scripts/real-store/varnish.ts journey                          a guest's catalog views before and after an add: hits per view
//   tsx scripts/real-store/varnish.ts bench [--path=/shop/]            TTFB cached vs PHP, pages/s at concurrency 16 for 20 s, both
//   tsx scripts/real-store/varnish.ts price                            changes a price through WooCommerce (the plugin active): purged pages show it
//
// --control: WooCommerce's documented exclusions (scripts/real-store/woocommerce-guide.vcl) instead of
// the shipped VCL; with --gzip, plus the shipped VCL's compression rule (the control with the same bytes on
// the wire, to tell what compression alone gives from what the cache gives). --stand-in: installs tests/real-store/cache-fixtures/wc-islands-test-cache-stand-in.php
// (the plugin's X-WC-Islands-Cache decision until it is merged). Every answer carries X-WC-Islands-Debug.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findVarnishd, shippedVcl, withBackend } from '../varnish/startVarnish.ts';

const root = new URL('../../', import.meta.url).pathname;
const storeDir = process.env.REALSTORE_DIR ?? '/tmp/realstore';
const readPort = (file: string, fallback: string): number => Number(existsSync(join(storeDir, file)) ? readFileSync(join(storeDir, file), 'utf8').trim() : fallback);
const storePort = Number(process.env.REALSTORE_PORT ?? readPort('port', '8090'));
const phpPort = Number(process.env.REALSTORE_PHP_PORT ?? readPort('php-port', String(storePort)));
const runDir = join(storeDir, 'run', 'varnish');
const pidFile = join(storeDir, 'run', 'varnish.pid');
const standInName = 'wc-islands-test-cache-stand-in.php';
const standIn = join(storeDir, 'wp/wp-content/mu-plugins', standInName);
const host = `127.0.0.1:${storePort}`;
const cacheUrl = `http://${host}`;
const phpUrl = `http://127.0.0.1:${phpPort}`;

/** The shipped VCL's compression rule (its `beresp.do_gzip` block), to add to the control for --gzip. */
function shippedGzipRule(): string {
  const rule = /^ {4}if \(!beresp\.http\.Content-Encoding[^\n]*\n[^\n]*do_gzip[^\n]*\n {4}\}\n/m.exec(readFileSync(shippedVcl, 'utf8'))?.[0];
  if (!rule) throw new Error(`no beresp.do_gzip rule found in ${shippedVcl}`);
  // VCL concatenates repeated subroutines: this runs after the control's own vcl_backend_response.
  return `\nsub vcl_backend_response {\n${rule}}\n`;
}

async function start(control: boolean, withStandIn: boolean, gzip = false): Promise<void> {
  const varnishd = findVarnishd();
  if (!varnishd) throw new Error('varnishd is not installed (apt-get install -y --no-install-recommends varnish)');
  if (phpPort === storePort) throw new Error(`the store's PHP answers on its own port ${storePort}: start it with REALSTORE_PHP_PORT (../shared/realstore/README.md, Behind a proxy)`);
  await stop();
  mkdirSync(runDir, { recursive: true });
  const vcl = control ? join(root, 'scripts/real-store/woocommerce-guide.vcl') : shippedVcl;
  const vclFile = join(runDir, 'active.vcl');
  writeFileSync(vclFile, withBackend(readFileSync(vcl, 'utf8'), phpPort) + (control && gzip ? shippedGzipRule() : ''));
  if (withStandIn) copyFileSync(join(root, 'tests/real-store/cache-fixtures', standInName), standIn);
  else rmSync(standIn, { force: true });
  const jail = process.getuid?.() === 0 ? ['-j', 'none'] : [];
  execFileSync(varnishd, ['-n', runDir, '-a', host, '-f', vclFile, '-s', 'malloc,256m', '-l', '8m', '-P', pidFile, ...jail], {
    env: { ...process.env, WC_ISLANDS_VARNISH_DEBUG: '1' },
    stdio: 'inherit',
  });
  console.log(`varnishd on ${cacheUrl} -> PHP ${phpUrl} (${control ? `control: WooCommerce guide${gzip ? ', with the shipped gzip rule' : ''}` : 'docs/caching/wc-islands.vcl'}${withStandIn ? ', stand-in header' : ''}); pid ${readFileSync(pidFile, 'utf8').trim()}`);
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Stops our varnishd by its PID and waits until it has gone (and freed the port). */
async function stop(): Promise<void> {
  rmSync(standIn, { force: true });
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').trim());
  if (alive(pid)) process.kill(pid, 'SIGTERM');
  const deadline = Date.now() + 15_000;
  while (alive(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  rmSync(pidFile, { force: true });
  console.log(`stopped varnishd ${pid}`);
}

interface Timed {
  status: number;
  ttfbMs: number;
  served: string;
  setCookies: string[];
}

async function timedGet(url: string, cookie = ''): Promise<Timed> {
  const started = performance.now();
  const answer = await fetch(url, { headers: { ...(cookie ? { Cookie: cookie } : {}), ...(url.startsWith(phpUrl) ? { Host: host } : {}) }, redirect: 'manual' });
  const ttfbMs = performance.now() - started;
  await answer.arrayBuffer();
  return { status: answer.status, ttfbMs, served: answer.headers.get('x-wc-islands-debug') ?? '', setCookies: answer.headers.getSetCookie() };
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** A guest's journey: 5 catalog views, one add to cart, the same 5 views again. */
async function journey(): Promise<void> {
  const catalog = ['/', '/shop/', '/product-category/drones/', '/product/kestrel-m3-mapping-drone/', '/blog/'];
  const jar = new Map<string, string>();
  const cookie = (): string => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const keep = (setCookies: string[]): void => {
    for (const line of setCookies) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  const views = async (label: string): Promise<void> => {
    let hits = 0;
    for (const path of catalog) {
      const view = await timedGet(`${cacheUrl}${path}`, cookie());
      keep(view.setCookies);
      if (view.served.startsWith('hit')) hits += 1;
      console.log(`  ${label} ${path}: ${view.status} ${view.served} (${view.ttfbMs.toFixed(0)} ms)`);
    }
    console.log(`  ${label}: ${hits}/${catalog.length} hits`);
  };
  await views('before the add, 1st');
  await views('before the add, 2nd');
  const add = await fetch(`${cacheUrl}/?wc-ajax=add_to_cart`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie() },
    body: 'product_id=18&quantity=1',
  });
  keep(add.headers.getSetCookie());
  console.log(`  add to cart: ${add.status}, cookies now ${[...jar.keys()].join(', ')}`);
  await views('after the add');
}

/** Pages per second: `concurrency` loops fetching `url` for `seconds`, counting 200s. */
async function throughput(url: string, concurrency: number, seconds: number): Promise<{ pagesPerSecond: number; errors: number }> {
  const until = Date.now() + seconds * 1000;
  let done = 0;
  let errors = 0;
  const loop = async (): Promise<void> => {
    while (Date.now() < until) {
      try {
        const answer = await fetch(url, { headers: url.startsWith(phpUrl) ? { Host: host } : {}, signal: AbortSignal.timeout(30_000) });
        await answer.arrayBuffer();
        if (answer.status === 200) done += 1;
        else errors += 1;
      } catch {
        errors += 1;
      }
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: concurrency }, loop));
  return { pagesPerSecond: done / ((Date.now() - started) / 1000), errors };
}

async function bench(path: string): Promise<void> {
  const cached = `${cacheUrl}${path}`;
  const direct = `${phpUrl}${path}`;
  const warm = await timedGet(cached);
  await timedGet(cached);
  console.log(`${path} through Varnish: ${(await timedGet(cached)).served} (first: ${warm.served})`);
  const ttfb = async (url: string): Promise<number> => {
    const times: number[] = [];
    for (let i = 0; i < 21; i += 1) times.push((await timedGet(url)).ttfbMs);
    return median(times);
  };
  const ttfbCached = await ttfb(cached);
  const ttfbPhp = await ttfb(direct);
  console.log(`TTFB median of 21, sequential: cached ${ttfbCached.toFixed(1)} ms, PHP ${ttfbPhp.toFixed(1)} ms`);
  const withCache = await throughput(cached, 16, 20);
  const withoutCache = await throughput(direct, 16, 20);
  const times = withoutCache.pagesPerSecond ? `${(withCache.pagesPerSecond / withoutCache.pagesPerSecond).toFixed(0)}x` : 'n/a';
  console.log(`pages/s at concurrency 16 for 20 s: Varnish ${withCache.pagesPerSecond.toFixed(1)} (errors ${withCache.errors}), PHP ${withoutCache.pagesPerSecond.toFixed(1)} (errors ${withoutCache.errors}): ${times} (goal >= 20x)`);
  // For scripts/real-store/run.mjs's table.
  writeFileSync(join(tmpdir(), 'wc-islands-real-store-cache-bench.json'), JSON.stringify({ path, ttfbCached, ttfbPhp, withCache, withoutCache }));
}

/**
 * A price changed through WooCommerce's API (its real hooks; the plugin must be active): the product's
 * page and its listings are misses showing the new price; another product's page is still a hit.
 */
async function price(): Promise<void> {
  const product = { id: 24, path: '/product/kestrel-m3-mapping-drone/' };
  const purged = [product.path, '/shop/', '/product-category/drones/', '/'];
  const untouched = '/product/brushless-motor-2207-1950kv/';
  for (const path of [...purged, untouched]) {
    await timedGet(`${cacheUrl}${path}`);
    console.log(`  warm ${path}: ${(await timedGet(`${cacheUrl}${path}`)).served}`);
  }
  const amount = 1000 + (Date.now() % 900);
  const shown = amount.toLocaleString('en-US', { minimumFractionDigits: 2 });
  const sent = execFileSync('php', [join(root, 'tests/real-store/cache-fixtures/set-price.php'), join(storeDir, 'wp'), cacheUrl, cacheUrl, String(product.id), String(amount)], { encoding: 'utf8' });
  console.log(`  price of ${product.id} set to ${shown}; the plugin sent: ${sent.trim()}`);
  let failed = false;
  for (const path of [...purged, untouched]) {
    const answer = await fetch(`${cacheUrl}${path}`);
    const html = await answer.text();
    const served = answer.headers.get('x-wc-islands-debug') ?? '';
    const expectMiss = path !== untouched;
    const ok = expectMiss ? served.startsWith('miss') && (path === '/' || html.includes(shown)) : served.startsWith('hit');
    failed ||= !ok;
    console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${path}: ${served}${expectMiss ? `, new price ${html.includes(shown) ? 'shown' : 'not on this page'}` : ''}`);
  }
  if (failed) process.exitCode = 1;
}

const [command = '', ...flags] = process.argv.slice(2);
const flag = (name: string): string | undefined => flags.find((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`))?.split('=')[1] ?? (flags.includes(`--${name}`) ? '' : undefined);
if (command === 'start') await start(flag('control') !== undefined, flag('stand-in') !== undefined, flag('gzip') !== undefined);
else if (command === 'stop') await stop();
else if (command === 'journey') await journey();
else if (command === 'price') await price();
else if (command === 'bench') await bench(flag('path') || '/shop/');
else {
  console.error('usage: tsx scripts/real-store/varnish.ts start [--control [--gzip]] [--stand-in] | stop | journey | bench [--path=/shop/] | price');
  process.exit(2);
}
