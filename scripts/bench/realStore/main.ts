// `npm run bench -- --real-store` (or `npm run bench:real-store`): plugin vs legacy vs plain HTML on the real
// WordPress + WooCommerce store (issue #29). Method and figures: docs/reference/real-store-benchmark.md.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../../../tests/e2e/support/chromium.ts';
import { CPU_THROTTLING } from '../measureLoad.ts';
import { ScriptBytes } from '../scriptBytes.ts';
import { measureRealClick } from './clickLatency.ts';
import { modeOrder } from './evaluatedScripts.ts';
import { evaluateClickGoals, evaluatePageGoals, summarizeClicks, summarizePage, type GoalResult } from './goals.ts';
import { writeHeapReport } from './heapSnapshot.ts';
import { installOnStore, pluginCli, storeAnswers } from './install.ts';
import { measureRealCpu, measureRealLoad, type RealStoreEnv } from './measure.ts';
import { parseRealStoreOptions } from './options.ts';
import { REAL_STORE_PAGES } from './pages.ts';
import { formatRealStoreReport } from './report.ts';
import { MODES, type ClickSample, type CpuSample, type LinkProfile, type LoadSample } from './samples.ts';

const root = resolve(new URL('../../..', import.meta.url).pathname);

function skip(why: string): never {
  console.log(`bench --real-store skipped: ${why} (see ../shared/realstore/README.md)`);
  process.exit(0);
}

async function main(): Promise<void> {
  const options = parseRealStoreOptions(process.argv.slice(2));
  if (options.url === null) skip('no store configured: set REALSTORE_URL, or REALSTORE_DIR of a store started by up.sh, or pass --url');
  const url = options.url;
  if (!(await storeAnswers(url))) skip(`no store answers at ${url}`);
  if (!options.skipInstall) {
    if (options.storeDir === null) skip('installing the plugin and the bench mu-plugin needs the store\'s directory: set REALSTORE_DIR (or pass --skip-install for a store already set up)');
    installOnStore(root, options.storeDir, url, options.skipBuild);
  }
  const started = Date.now();
  const browser = await chromium.launch(chromiumLaunchOptions);
  const heapSnapshot = options.heapSnapshotDir === null ? undefined : { dir: resolve(root, options.heapSnapshotDir), distDir: join(root, 'dist') };
  const env: RealStoreEnv = { browser, url, bytes: new ScriptBytes(), heapSnapshot };
  const pages = REAL_STORE_PAGES.filter((page) => options.pages.includes(page.id));
  const links: LinkProfile[] = options.slowLink ? ['loopback', 'slow'] : ['loopback'];
  const loads: LoadSample[] = [];
  const cpu: CpuSample[] = [];
  const clicks: ClickSample[] = [];
  const elapsed = (): string => `${((Date.now() - started) / 1000).toFixed(0)} s`;
  try {
    for (let run = 1; run <= options.runs; run += 1) {
      for (const page of pages) {
        for (const link of links) {
          for (const mode of modeOrder(MODES, run)) loads.push(await measureRealLoad(env, page, mode, link, run));
        }
        for (const mode of modeOrder(['plugin', 'legacy'] as const, run)) cpu.push(await measureRealCpu(env, page, mode, run));
        console.log(`  run ${run}: ${page.label} (${elapsed()})`);
      }
      if (options.clicks) {
        for (const when of ['during-load', 'after-idle'] as const) {
          for (const mode of modeOrder(['plugin', 'legacy'] as const, run)) {
            clicks.push(await measureRealClick(env, mode, when, run).catch((error: unknown) => {
              console.warn(`  click ${mode} ${when} not measured: ${String(error).split('\n')[0]}`);
              return { mode, when, run, clickAt: null, latency: null, eventTiming: null, inputDelay: null, outcome: 'none' as const, islandCodeBeforeClick: null };
            }));
          }
        }
        console.log(`  run ${run}: input latency (${elapsed()})`);
      }
    }
    const loopback = pages.map((page) => summarizePage(page.id, 'loopback', loads, cpu));
    const slow = options.slowLink ? pages.map((page) => summarizePage(page.id, 'slow', loads, cpu)) : [];
    const clickRows = summarizeClicks(clicks);
    const goals: GoalResult[] = [
      ...pages.flatMap((page, index) => evaluatePageGoals(page.kind, loopback[index]!, slow[index] ?? null)),
      ...(options.clicks ? evaluateClickGoals(clickRows) : []),
    ];
    const meta = {
      date: new Date().toISOString(), url, runs: options.runs, cpuThrottling: CPU_THROTTLING, browser: `Chromium ${browser.version()}`,
      durationSeconds: (Date.now() - started) / 1000,
      machine: `Machine: ${cpus().length} cores${process.env['BENCH_MACHINE_NOTE'] ? `, ${process.env['BENCH_MACHINE_NOTE']}` : ''}.`,
    };
    const resultsDir = resolve(root, options.resultsDir);
    mkdirSync(resultsDir, { recursive: true });
    const report = formatRealStoreReport({ meta, pages, loopback, slow, clicks: clickRows, goals });
    writeFileSync(join(resultsDir, 'report.md'), report);
    writeFileSync(join(resultsDir, 'report.json'), `${JSON.stringify({ meta, loopback, slow, clicks: clickRows, goals, samples: { loads, cpu, clicks } }, null, 1)}\n`);
    console.log(`\n${report}\n▶ wrote ${options.resultsDir}/report.md and report.json`);
    if (heapSnapshot) console.log(`▶ wrote ${writeHeapReport(heapSnapshot.dir, pages.map((page) => page.id), MODES)}`);
  } finally {
    await browser.close();
    // As scripts/real-store/run.mjs leaves it: plugin off, the store serves its legacy pages to whoever else reads it.
    if (!options.skipInstall && options.storeDir !== null) console.log(pluginCli(root, options.storeDir, url, 'deactivate'));
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack ?? error.message : error);
  process.exit(1);
});
