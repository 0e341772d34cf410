import type { Browser, BrowserContext } from 'playwright-core';
import { readFigures } from '../inPage.ts';
import { heapUsed, throttledTab, VIEWPORT } from '../measureLoad.ts';
import { isBundleFile, isScript, type NetworkRecorder } from '../networkRecorder.ts';
import { installProbe } from '../probe.ts';
import { scriptCpuTime } from '../scriptCpu.ts';
import type { ScriptBytes } from '../scriptBytes.ts';
import { totalBlockingTime } from '../stats.ts';
import { evaluatedScriptUrls, type ScriptCoverage } from './evaluatedScripts.ts';
import { saveHeapBreakdown } from './heapSnapshot.ts';
import { installLcpProbe } from './inPage.ts';
import { CART_PRODUCT_ID, type RealStorePage } from './pages.ts';
import type { CpuSample, LinkProfile, LoadSample, Mode } from './samples.ts';

export interface RealStoreEnv {
  browser: Browser;
  url: string;
  bytes: ScriptBytes;
  /** `--heap-snapshot`: where the first run's snapshots go, and the built bundle whose source maps name modules. */
  heapSnapshot?: { dir: string; distDir: string } | undefined;
}

/** The mu-plugin tests/real-store/mu-plugins/wc-islands-test-bench-mode.php reads it on every request. */
export const MODE_COOKIE = 'wc_islands_bench_mode';

/** Lighthouse's slow 4G (issue #29's slow-link profile), applied by DevTools to every request of the tab. */
export const SLOW_LINK = { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };

/** A fresh context (cold cache) in one mode, with the probes; one item in the cart when the page needs it. */
export async function modeContext(env: RealStoreEnv, page: RealStorePage, mode: Mode): Promise<BrowserContext> {
  const context = await env.browser.newContext({ viewport: VIEWPORT });
  await context.addCookies([{ name: MODE_COOKIE, value: mode, url: env.url }]);
  // tsx (esbuild keepNames) wraps named functions in __name(); functions serialised into the page need it.
  await context.addInitScript({ content: 'globalThis.__name ??= (target) => target;' });
  await context.addInitScript(installProbe);
  await context.addInitScript(installLcpProbe);
  if (page.withCart) {
    const response = await context.request.get(`${env.url}/shop/?add-to-cart=${CART_PRODUCT_ID}`);
    if (!response.ok()) throw new Error(`could not fill the cart: ${response.status()}`);
  }
  return context;
}

/** The page ran what its mode says (the mu-plugin's switch worked), else the figures would be another mode's. */
function assertMode(mode: Mode, scriptUrls: readonly string[], path: string): void {
  const bundle = scriptUrls.some(isBundleFile);
  const wrong = mode === 'plugin' ? !bundle : mode === 'legacy' ? bundle : scriptUrls.length > 0;
  if (wrong) throw new Error(`${path} in mode ${mode} fetched ${mode === 'plain' ? scriptUrls.length : bundle ? 'the bundle' : 'no bundle file'}: is the plugin active and the bench mu-plugin installed?`);
}

const QUIET_MS = 500;

function gzBytes(env: RealStoreEnv, url: string): Promise<number> {
  return env.bytes.size(url).then((size) => size.gz, (error: unknown) => {
    throw new Error(`could not read ${url} again for its size: ${String(error)}`);
  });
}

async function settle(network: NetworkRecorder, link: LinkProfile): Promise<void> {
  await network.settle(QUIET_MS, link === 'slow' ? 30_000 : 10_000);
}

/** One cold load, no profiler: paint, blocking, heap and request figures. */
export async function measureRealLoad(env: RealStoreEnv, page: RealStorePage, mode: Mode, link: LinkProfile, run: number): Promise<LoadSample> {
  const context = await modeContext(env, page, mode);
  try {
    const { tab, session, network } = await throttledTab(context);
    if (link === 'slow') await session.send('Network.emulateNetworkConditions', SLOW_LINK);
    const mark = network.mark();
    await tab.goto(env.url + page.path, { waitUntil: 'load', timeout: 120_000 });
    await settle(network, link);
    const figures = await tab.evaluate(readFigures);
    const lcp = await tab.evaluate(() => window.__benchLcp ?? null);
    const heapBytes = await heapUsed(session);
    const requests = network.since(mark).filter((request) => !request.url.startsWith('data:'));
    // Scripts that arrived (an outside host fails on the offline store, the same in every mode).
    const scriptUrls = [...new Set(requests.filter((request) => isScript(request) && request.status !== null && request.status < 400).map((request) => request.url))];
    assertMode(mode, scriptUrls, page.path);
    let jsFetchedGz = 0;
    for (const url of scriptUrls) jsFetchedGz += await gzBytes(env, url);
    // Once every figure of the load is read: the snapshot takes seconds (the page is quiet by then).
    if (env.heapSnapshot && run === 1 && link === 'loopback') await saveHeapBreakdown(session, env.heapSnapshot.dir, page.id, mode, env.heapSnapshot.distDir);
    return {
      page: page.id, mode, link, run, fcp: figures.fcp, lcp,
      tbt: figures.fcp === null ? null : totalBlockingTime(figures.longTasks, figures.fcp, figures.now),
      jsFetchedGz, requests: requests.length, heapBytes,
    };
  } finally {
    await context.close();
  }
}

/** A load of its own with the sampling profiler and precise coverage: script main-thread time and evaluated JS. */
export async function measureRealCpu(env: RealStoreEnv, page: RealStorePage, mode: Exclude<Mode, 'plain'>, run: number): Promise<CpuSample> {
  const context = await modeContext(env, page, mode);
  try {
    const { tab, session, network } = await throttledTab(context);
    await session.send('Profiler.enable');
    await session.send('Profiler.setSamplingInterval', { interval: 1000 });
    await session.send('Profiler.startPreciseCoverage', { callCount: false, detailed: false });
    await session.send('Profiler.start');
    await tab.goto(env.url + page.path, { waitUntil: 'load', timeout: 120_000 });
    await settle(network, 'loopback');
    const { profile } = await session.send('Profiler.stop');
    const { result } = await session.send('Profiler.takePreciseCoverage') as { result: ScriptCoverage[] };
    await session.send('Profiler.stopPreciseCoverage');
    const evaluated = evaluatedScriptUrls(result, tab.url());
    let jsEvaluatedGz = 0;
    for (const url of evaluated) jsEvaluatedGz += await gzBytes(env, url);
    return { page: page.id, mode, run, scriptMainThread: scriptCpuTime(profile), jsEvaluatedGz, evaluated: evaluated.map((url) => new URL(url).pathname) };
  } finally {
    await context.close();
  }
}
