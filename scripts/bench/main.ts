// `npm run bench`: builds the bundle into its own folder, starts the demo store on a free port, drives
// headless Chromium over the DevTools protocol and writes bench-results/report.md and report.json.
import { spawnSync } from 'node:child_process';
import { LOADER_CHUNK, loaderFiles } from '../loaderFiles.ts';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { evaluateBudgets, LISTING_PAGE, type BuildSizes } from './budgets.ts';
import { readIslandDefinitions } from './islandDefinitions.ts';
import { CPU_THROTTLING, measureLoad, VIEWPORT, type BenchEnv, type LoadSample } from './measureLoad.ts';
import { CLICK_LATENCY_CASES, measureClickLatency, type ClickLatencySample } from './measureClickLatency.ts';
import { measureHeaderCart, type HeaderCartSample } from './measureHeaderCart.ts';
import { measureScenarios, type ScenarioSample } from './measureScenarios.ts';
import { measureInlineJQueryScan } from './measureInlineJQueryScan.ts';
import { measureScriptCpu, type ScriptCpuSample } from './measureScriptCpu.ts';
import { parseOptions } from './options.ts';
import { PAGE_TYPES, VARIANTS } from './pages.ts';
import { formatReport } from './report.ts';
import { freePort, startStore } from './server.ts';
import { ScriptBytes } from './scriptBytes.ts';
import { summarizeClickLatency, summarizeHeaderCart, summarizeLoads } from './summarize.ts';

const root = resolve(new URL('../..', import.meta.url).pathname);
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];

function build(outDir: string): void {
  console.log(`▶ building the bundle into ${outDir}`);
  const result = spawnSync(join(root, 'node_modules/.bin/vite'), ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('vite build failed');
}

function buildSizes(distDir: string): BuildSizes {
  const gz = (file: string): number => gzipSync(readFileSync(file), { level: 9 }).length;
  return {
    loaderGz: loaderFiles(distDir).reduce((sum, file) => sum + gz(file), 0),
    chunks: readdirSync(join(distDir, 'chunks')).filter((name) => name.endsWith('.js') && !LOADER_CHUNK.test(name)).sort()
      .map((name) => ({ name, gz: gz(join(distDir, 'chunks', name)) })),
  };
}

/** A simple in-stock product: its slug for the product page, its id for filling carts. */
async function findProduct(baseUrl: string): Promise<{ slug: string; id: string }> {
  const html = await (await fetch(`${baseUrl}/shop/?islands=off`)).text();
  const button = /<a href="[^"]*" [^>]*data-product_id="(\d+)"[^>]*class="[^"]*ajax_add_to_cart/.exec(html)
    ?? /data-product_id="(\d+)"/.exec(html);
  const id = button?.[1];
  if (id === undefined) throw new Error('no product with an add-to-cart button on /shop/');
  const item = new RegExp(`<li class="[^"]*post-${id}[^"]*">[\\s\\S]*?href="[^"]*/product/([^/"]+)/"`).exec(html);
  const slug = item?.[1] ?? /\/product\/([^/"]+)\//.exec(html)?.[1];
  if (slug === undefined) throw new Error('no product link on /shop/');
  return { slug, id };
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const started = Date.now();
  const distDir = resolve(root, options.outDir);
  if (!options.skipBuild) build(distDir);
  const sizes = buildSizes(distDir);

  const port = options.port ?? await freePort();
  console.log(`▶ demo store on port ${port} (DIST_DIR=${options.outDir})`);
  const store = await startStore(root, distDir, port);
  const browser = await chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    // Playwright turns the back/forward cache off by default; the bfcache figure needs it on.
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  });
  const loads: LoadSample[] = [];
  const scenarios: ScenarioSample[] = [];
  const headerCarts: HeaderCartSample[] = [];
  const clicks: ClickLatencySample[] = [];
  const cpu: ScriptCpuSample[] = [];
  try {
    const product = await findProduct(store.baseUrl);
    const env: BenchEnv = {
      browser, baseUrl: store.baseUrl, productSlug: product.slug, productId: product.id,
      specs: readIslandDefinitions(root), bytes: new ScriptBytes(),
    };
    const pages = PAGE_TYPES.filter((page) => options.pages.includes(page.id));
    for (let run = 1; run <= options.runs; run += 1) {
      const runStarted = Date.now();
      for (const page of pages) {
        if (run > 1 && !page.everyRun && !options.everyPageEveryRun) continue;
        for (const variant of VARIANTS) {
          const loadStarted = Date.now();
          loads.push(await measureLoad(env, page, variant, run));
          console.log(`  run ${run}: ${page.id} ${variant} ${((Date.now() - loadStarted) / 1000).toFixed(1)} s`);
        }
        // Plain HTML runs no script: profiled loads only for the two variants that do.
        for (const variant of ['islands', 'legacy'] as const) cpu.push(await measureScriptCpu(env, page, variant, run));
        console.log(`  run ${run}: ${page.id} script CPU profiled`);
        if (page.headerCart) {
          for (const variant of ['islands', 'legacy'] as const) {
            const sample = await measureHeaderCart(env, page, variant, run);
            if (sample !== null) headerCarts.push(sample);
          }
          console.log(`  run ${run}: ${page.id} header-cart open measured`);
        }
        if (page.id === LISTING_PAGE) {
          for (const { cpu, chunks } of CLICK_LATENCY_CASES) {
            clicks.push(...await measureClickLatency(env, page, run, cpu, chunks).catch((error: unknown) => {
              console.warn(`  click latency not measured (${cpu}x, ${chunks}): ${String(error).split('\n')[0]}`);
              return [{ page: page.id, run, cpu, chunks, loading: null, frame: null }];
            }));
          }
          console.log(`  run ${run}: ${page.id} click latency measured`);
        }
        if (run <= options.scenarioRuns && page.scenarios) {
          // The libraries-only baseline behaves the same on every page (cached libraries, no cart code): once is enough.
          for (const variant of page === pages.find((p) => p.scenarios) ? (['islands', 'legacy'] as const) : (['islands'] as const)) {
            const scenarioStarted = Date.now();
            scenarios.push(await measureScenarios(env, page, variant));
            console.log(`  run ${run}: ${page.id} ${variant} scenarios ${((Date.now() - scenarioStarted) / 1000).toFixed(1)} s`);
          }
        }
        process.stdout.write(`  run ${run}: ${page.id} done (${((Date.now() - started) / 1000).toFixed(0)} s)\n`);
      }
      console.log(`▶ run ${run}/${options.runs} in ${((Date.now() - runStarted) / 1000).toFixed(0)} s`);
    }
    const inlineJQueryScan = await measureInlineJQueryScan(root);
    console.log('  the plugin\'s scan for inline jQuery users measured');
    const summaries = summarizeLoads(loads, cpu);
    const clickLatency = summarizeClickLatency(clicks);
    const budgets = evaluateBudgets(sizes, summaries, scenarios, clickLatency);
    const headerCart = summarizeHeaderCart(headerCarts);
    const meta = {
      date: new Date().toISOString(), runs: options.runs, cpuThrottling: CPU_THROTTLING,
      viewport: `${VIEWPORT.width}×${VIEWPORT.height}`, browser: browser.version(),
      durationSeconds: (Date.now() - started) / 1000, pages: pages.map((page) => page.id), scenarioRuns: options.scenarioRuns,
    };
    const resultsDir = resolve(root, options.resultsDir);
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(join(resultsDir, 'report.json'), `${JSON.stringify({ meta, sizes, budgets, summaries, headerCart, clickLatency, inlineJQueryScan, scenarios, loads, headerCarts, clicks, cpu }, null, 2)}\n`);
    writeFileSync(join(resultsDir, 'report.md'), formatReport({ meta, sizes, budgets, summaries, scenarios, headerCart, inlineJQueryScan }));
    console.log(`▶ wrote ${options.resultsDir}/report.md and report.json in ${meta.durationSeconds.toFixed(0)} s`);
    for (const budget of budgets) console.log(`  ${budget.pass === null ? '–' : budget.pass ? '✔' : '✖'} ${budget.budget}: ${budget.measured}${budget.note ? ` (${budget.note})` : ''}`);
  } finally {
    await browser.close();
    await store.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack ?? error.message : error);
  process.exit(1);
});
