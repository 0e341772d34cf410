import type { BudgetResult, BuildSizes } from './budgets.ts';
import { enhancementCost } from './budgets.ts';
import type { ScenarioSample } from './measureScenarios.ts';
import type { RequestCounts } from './networkRecorder.ts';
import { PAGE_TYPES, VARIANT_LABELS, type Variant } from './pages.ts';
import { realWooCommerceJs } from './realWooCommerce.ts';
import { ratio } from './stats.ts';
import { findSummary, type HeaderCartSummary, type LoadSummary } from './summarize.ts';
import type { AfterInteraction } from './measureLoad.ts';
import type { InlineJQueryScan } from './measureInlineJQueryScan.ts';

export interface ReportMeta {
  date: string;
  runs: number;
  cpuThrottling: number;
  viewport: string;
  browser: string;
  durationSeconds: number;
  pages: string[];
  scenarioRuns: number;
}

export interface ReportInput {
  meta: ReportMeta;
  sizes: BuildSizes;
  budgets: BudgetResult[];
  summaries: LoadSummary[];
  scenarios: ScenarioSample[];
  /** First header-cart open (issue #15); absent in older reports. */
  headerCart?: HeaderCartSummary[];
  /** The plugin's scan of each page for inline jQuery users (issue #41); absent in older reports. */
  inlineJQueryScan?: InlineJQueryScan;
}

export const formatMs = (value: number | null): string => (value === null ? 'n/a' : `${Math.round(value)} ms`);
export const formatKb = (bytes: number | null): string => (bytes === null ? 'n/a' : `${(bytes / 1000).toFixed(1)} KB`);
export const formatMb = (bytes: number | null): string => (bytes === null ? 'n/a' : `${(bytes / 1e6).toFixed(2)} MB`);
export const formatCls = (value: number | null): string => (value === null ? 'n/a' : value === 0 ? '0' : value.toFixed(4));
export const formatRatio = (value: number | null): string => (value === null ? 'n/a' : `${value.toFixed(2)}×`);
export function formatCounts(counts: RequestCounts): string {
  const endpoints = counts.wcAjaxEndpoints.length > 0 ? ` (${[...new Set(counts.wcAjaxEndpoints)].join(', ')})` : '';
  const foreign = counts.jsNetwork - counts.jsNetworkBundle;
  const js = counts.jsNetworkBundle === counts.jsNetwork || counts.jsNetworkBundle === 0 ? String(counts.jsNetwork) : `${counts.jsNetwork} (${foreign} not the bundle's)`;
  return `${counts.wcAjax}${endpoints} / ${js}${counts.jsCache > 0 ? ` (+${counts.jsCache} cached)` : ''}`;
}

const verdict = (pass: boolean | null): string => (pass === null ? '– not measured' : pass ? '✔ pass' : '✖ FAIL');

function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]): string => `| ${cells.map((cell) => cell.replace(/\|/g, '\\|')).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

const pageLabel = (id: string): string => PAGE_TYPES.find((page) => page.id === id)?.label ?? id;

function budgetsSection(budgets: readonly BudgetResult[]): string {
  return `## Budgets\n\n${table(['Budget', 'Limit', 'Measured', 'Result', 'Note'],
    budgets.map((budget) => [budget.budget, budget.limit, budget.measured, verdict(budget.pass), budget.note]))}`;
}

function headlineSection(input: ReportInput): string {
  const rows = input.meta.pages.map((page) => {
    const islands = findSummary(input.summaries, page, 'islands');
    const legacy = findSummary(input.summaries, page, 'legacy');
    const of = (pick: (summary: LoadSummary) => number | null, format: (value: number | null) => string): string => {
      const ours = islands === undefined ? null : pick(islands);
      const theirs = legacy === undefined ? null : pick(legacy);
      return `${formatRatio(ratio(ours, theirs))} (${format(ours)} vs ${format(theirs)})`;
    };
    return [pageLabel(page), of((s) => s.jsCriticalGz, formatKb), of((s) => s.jsIdleGz, formatKb), of((s) => s.tbt, formatMs),
      of((s) => s.heapBytes, formatMb)];
  });
  return `## Headline: wc-islands ÷ jQuery-era libraries\n\nRatios of medians (below 1 is better for wc-islands). The jQuery-era column loads only the libraries named in the issue (WooCommerce's own add-to-cart.js, cart-fragments.js, … are not on npm), so it understates what a WooCommerce page ships (49.6 KB gz per anchors s2.2).\n\n${table(
    ['Page', 'JS gz critical path', 'JS gz after idle', 'Total blocking time', 'JS heap'], rows)}`;
}

function pageSection(input: ReportInput, page: string): string {
  const get = (variant: Variant): LoadSummary | undefined => findSummary(input.summaries, page, variant);
  const islands = get('islands');
  const legacy = get('legacy');
  const off = get('off');
  type Row = [string, (summary: LoadSummary) => number | null, (value: number | null) => string];
  const rows: Row[] = [
    ['JS gz on critical path (before load)', (s) => s.jsCriticalGz, formatKb],
    ['JS gz after idle (scrolled through, network quiet)', (s) => s.jsIdleGz, formatKb],
    ['First contentful paint', (s) => s.fcp, formatMs],
    ['Total blocking time (4x CPU)', (s) => s.tbt, formatMs],
    ['Script CPU time until settled (4x CPU, profiled loads)', (s) => s.scriptCpu, formatMs],
    ['Long tasks (count)', (s) => s.longTasks, (v) => (v === null ? 'n/a' : String(v))],
    ['Longest task', (s) => s.longestTask, formatMs],
    ['CLS', (s) => s.cls, formatCls],
    ['CLS, worst run', (s) => s.clsMax, formatCls],
    ['JS heap used (after GC)', (s) => s.heapBytes, formatMb],
    ['Main-thread task time until idle (all tasks)', (s) => s.taskTime, formatMs],
    ['Islands mounted (above the fold), since navigation', (s) => s.mountedAt, formatMs],
    ['… of which after DOMContentLoaded', (s) => s.mountAfterDcl, formatMs],
    ['Add to cart: click → "loading" painted', (s) => s.addToCartLoading, formatMs],
    ['Add to cart: click → header count painted', (s) => s.addToCartApplied, formatMs],
    ['Carousel: click → first image painted', (s) => s.carouselImage, formatMs],
  ];
  const body = rows
    .filter(([, pick]) => [islands, legacy, off].some((summary) => summary !== undefined && pick(summary) !== null))
    .map(([label, pick, format]) => {
      const value = (summary: LoadSummary | undefined): number | null => (summary === undefined ? null : pick(summary));
      return [label, format(value(islands)), format(value(legacy)), format(value(off)),
        formatRatio(ratio(value(islands), value(legacy))), formatRatio(ratio(value(islands), value(off)))];
    });
  const requests = ['Requests on cold load: wc-ajax / JS', ...[islands, legacy, off].map((s) => (s === undefined ? 'n/a' : formatCounts(s.coldRequests))), '', ''];
  const notes: string[] = [];
  if (islands?.mountPoints && islands.mountPoints.errored.length > 0) {
    notes.push(`Islands that refused their element with an error (not waited for): ${islands.mountPoints.errored.join(', ')}.`);
  }
  if (islands !== undefined && (islands.clsMax ?? 0) > 0) notes.push(`Elements that shifted: ${islands.shiftSources.join(', ')}.`);
  if (islands?.mountPoints && islands.mountPoints.missing.length > 0) {
    notes.push(`Islands not mounted: ${islands.mountPoints.missing.join(', ')} (${islands.mountPoints.mounted}/${islands.mountPoints.expected} mount points).`);
  } else if (islands?.mountPoints) {
    notes.push(`${islands.mountPoints.expected} mount points above the fold, all mounted.`);
  }
  if (legacy?.addToCartMode === 'navigation') notes.push('Without the bundle, add to cart is a page load: "header count painted" is the next page\'s first contentful paint after the click.');
  if (islands?.reactStart != null) notes.push(`React chunk requested at ${formatMs(islands.reactStart)} (FCP ${formatMs(islands.fcp)}).`);
  const real = realWooCommerceJs(page);
  if (real !== null) {
    notes.push(`A real WooCommerce 11 page of this type (fixtures/real-wc/${real.capture}.scripts.tsv) loads ${real.scripts} scripts, `
      + `${formatKb(real.gz)} gz, ${formatKb(real.pageScriptsGz)} of it the page's own jQuery-era scripts the islands replace `
      + `(${real.pageHandles.join(', ')}), which the jQuery-era column (npm libraries only) leaves out.`);
  }
  const runs = islands?.runs ?? legacy?.runs ?? off?.runs ?? 0;
  return `### ${pageLabel(page)} (${runs} run${runs === 1 ? '' : 's'})\n\n${table(
    ['Figure (median)', VARIANT_LABELS.islands, VARIANT_LABELS.legacy, VARIANT_LABELS.off, '÷ jQuery-era', '÷ plain'],
    [...body, requests])}${notes.length > 0 ? `\n\n${notes.join(' ')}` : ''}`;
}

const formatPaint = (value: number | null): string => (value === null ? 'n/a' : value === 0 ? '< 16 ms' : formatMs(value));
const formatEvaluated = (value: boolean | null): string => (value === null ? '–' : value ? 'yes' : 'no');

function afterRow(label: string, islands: AfterInteraction | null, legacy: AfterInteraction | null): string[][] {
  const pair = (pick: (after: AfterInteraction) => number | null, format: (value: number | null) => string): [string, string, string] => {
    const ours = islands === null ? null : pick(islands);
    const theirs = legacy === null ? null : pick(legacy);
    return [format(ours), format(theirs), formatRatio(ratio(ours, theirs))];
  };
  return [
    [label, 'JS gz fetched', ...pair((a) => a.jsGz, formatKb)],
    [label, 'JS heap (after GC)', ...pair((a) => a.heapBytes, formatMb)],
    [label, 'Main-thread task time since navigation', ...pair((a) => a.taskTime, formatMs)],
    [label, 'Input to next paint', ...pair((a) => a.nextPaint, formatPaint)],
    [label, 'React evaluated', formatEvaluated(islands?.reactEvaluated ?? null), '–', ''],
  ];
}

function interactionSection(input: ReportInput): string {
  const rows: string[][] = [];
  for (const page of input.meta.pages) {
    const islands = findSummary(input.summaries, page, 'islands')?.afterAddToCart ?? null;
    const legacy = findSummary(input.summaries, page, 'legacy')?.afterAddToCart ?? null;
    if (islands !== null || legacy !== null) rows.push(...afterRow(`${pageLabel(page)}: after the first add to cart`, islands, legacy));
  }
  for (const summary of (input.headerCart ?? []).filter((entry) => entry.variant === 'islands')) {
    const legacy = input.headerCart?.find((entry) => entry.page === summary.page && entry.variant === 'legacy');
    rows.push(...afterRow(`${pageLabel(summary.page)}: before any interaction`, summary.before, legacy?.before ?? null));
    rows.push(...afterRow(`${pageLabel(summary.page)}: after the first header-cart open`, summary.after, legacy?.after ?? null));
  }
  if (rows.length === 0) return '## After one interaction\n\nNot measured.';
  return `## After one interaction\n\nWhat the page has fetched, holds and ran after the shopper's first add to cart or first header-cart open (hover on the cart link, one item in the cart), medians. Without the bundle, add to cart is a page load: its column is the next page, and its next paint is that page's first contentful paint. Input to next paint is the Event Timing duration of the click (as INP counts it; under 16 ms the API reports nothing), and for the header cart the time from the pointer arriving to the dropdown painted.\n\n${table(
    ['Situation', 'Figure', VARIANT_LABELS.islands, VARIANT_LABELS.legacy, '÷ jQuery-era'], rows)}`;
}

function noiseSection(input: ReportInput): string {
  const format = (value: number | null): string => (value === null ? 'n/a' : `±${((value / 2) * 100).toFixed(0)} %`);
  const rows = input.summaries.filter((summary) => summary.runs > 1).map((summary) => [
    pageLabel(summary.page), VARIANT_LABELS[summary.variant], String(summary.runs),
    format(summary.spread.tbt), format(summary.spread.taskTime), format(summary.spread.heapBytes), format(summary.spread.jsIdleGz),
  ]);
  if (rows.length === 0) return '## Runs and noise\n\nOne run per page: no spread to report (`--runs N` for more).';
  return `## Runs and noise\n\nHalf the range over runs, as a share of the median ((max − min) ÷ 2 ÷ median): how far a single run may sit from the median reported.\n\n${table(
    ['Page', 'Variant', 'Runs', 'TBT', 'Task time', 'JS heap', 'JS gz after idle'], rows)}`;
}

function scenarioSection(scenarios: readonly ScenarioSample[]): string {
  if (scenarios.length === 0) return '## Requests on load by situation\n\nNot measured.';
  const rows = scenarios.map((scenario) => [
    pageLabel(scenario.page), VARIANT_LABELS[scenario.variant], formatCounts(scenario.warm), formatCounts(scenario.otherTabLive),
    formatCounts(scenario.otherTabReload),
    `${formatCounts(scenario.bfcache)}${scenario.bfcache.restored ? ' (restored)' : ` (not restored${scenario.bfcache.notRestoredReasons.length > 0 ? `: ${scenario.bfcache.notRestoredReasons.join(', ')}` : ''})`}`,
  ]);
  return `## Requests on load by situation\n\nCounts are \`wc-ajax / JS from network\` (JS from the memory or disk cache in brackets; a revalidation counts as network). WooCommerce 11 with its own scripts (anchors s2.4 and s4.4) does: warm cache 0 wc-ajax when the sessionStorage fragments match the cookie, else 1; another tab changed the cart 1 (storage event) and 1 on the next load (per-tab sessionStorage); bfcache restore 1 (pageshow.persisted empties the widget and refreshes). The jQuery-era rows here load the libraries only, so they show what the libraries cost, not WooCommerce's cart behaviour.\n\n${table(
    ['Page', 'Variant', 'Warm cache (2nd visit)', 'Other tab adds: this tab, live', 'Other tab added: next load', 'Back (bfcache)'], rows)}`;
}

function chunkSection(input: ReportInput): string {
  const seen = new Map<string, { gz: number; critical: Set<string>; idle: Set<string> }>();
  for (const summary of input.summaries) {
    for (const script of summary.scripts) {
      const key = `${VARIANT_LABELS[summary.variant]}: ${script.name}`;
      const entry = seen.get(key) ?? { gz: script.gz, critical: new Set<string>(), idle: new Set<string>() };
      (script.critical ? entry.critical : entry.idle).add(summary.page);
      seen.set(key, entry);
    }
  }
  const rows = [...seen].sort(([a], [b]) => a.localeCompare(b)).map(([name, entry]) => [
    name, formatKb(entry.gz), [...entry.critical].join(', ') || '–', [...entry.idle].join(', ') || '–',
  ]);
  const build = [['wc-islands.js + chunks/loader-*.js (loader)', formatKb(input.sizes.loaderGz)], ...input.sizes.chunks.map((chunk) => [`chunks/${chunk.name}`, formatKb(chunk.gz)])];
  return `## Scripts per page\n\nEach script fetched, gzip -9 of the body (the demo store does not compress; bytes are the files' own, as scripts/check-size.mjs measures them), with the pages where it finished before the load event (critical path) or later (after idle).\n\n${table(
    ['Script', 'gz', 'Critical path on', 'After idle on'], rows)}\n\n### Build output\n\n${table(['File', 'gz'], build)}`;
}

function enhancementSection(input: ReportInput): string {
  const rows = ['shop-10', 'shop-100', 'shop-1000'].filter((page) => input.meta.pages.includes(page)).map((page) => {
    const islands = findSummary(input.summaries, page, 'islands');
    const off = findSummary(input.summaries, page, 'off');
    return [pageLabel(page), formatMs(islands?.tbt ?? null), formatMs(off?.tbt ?? null), formatMs(islands?.mountAfterDcl ?? null),
      formatMs(enhancementCost(islands, off)), formatMs(islands?.scriptCpu ?? null)];
  });
  return `## Listing scale\n\nBundle script CPU is the bundle's own main-thread work (sampled profile, including the DOM calls it makes) from navigation until settled: the budget compares it between 1000 and 10 products. Enhancement cost = (TBT with the bundle − TBT of plain HTML, at least 0) + time from DOMContentLoaded until every above-the-fold island is mounted; it is shown for comparison with earlier reports, but on 1000 products it mostly measures the browser's own first layout of the page (plain HTML has the same long task, in some runs over a second), which the 'visible' islands wait behind.\n\n${table(
    ['Listing', 'TBT wc-islands', 'TBT plain HTML', 'Mounted after DCL', 'Enhancement cost', 'Bundle script CPU'], rows)}`;
}

const METHOD = `## Method

- Chromium ${'{browser}'} headless (Debian's /usr/bin/chromium via playwright-core), viewport {viewport}, CPU throttled {cpu}x with \`Emulation.setCPUThrottlingRate\`, no network throttling (loopback). Every cold load is a fresh browser context (empty cache, cookies and storage); cart and checkout get one item first.
- Variants: **wc-islands** (the page as served, one module script), **jQuery-era libs** (\`?islands=off&legacy=1\`: jQuery 3.7.1, jQuery Migrate 3.4.1, BlockUI 2.7.0 (minified at serve time), js-cookie 3.0.5 and sourcebuster 1.1.0 from npm, printed with WooCommerce 11's ids, order and defer attributes) and **plain HTML** (\`?islands=off\`).
- JS bytes: every script request in resource timing, sized as gzip -9 of its body. Critical path = finished before the load event; after idle = everything fetched once islands are mounted, the page was scrolled through (so 'visible' islands load) and the network was quiet for 600 ms.
- Long tasks and layout shifts from PerformanceObserver in an init script; TBT = Σ max(0, part of each long task after FCP − 50 ms), up to the moment islands were mounted and the network quiet (before scrolling). CLS = the largest session window of shifts without recent input, including the scroll.
- Mount time: \`window.wcIslands.mounted()\` polled against the mount points present (every island's selector from src/islands/*/definition.ts); 'visible' islands count only within the loader's 200 px margin of the first viewport (above the fold). The time is the last \`wc-islands:mounted\` event.
- Add to cart: the first loop button is scrolled into view and its island awaited; the click's event time to the frame after the 'loading' class appears and after the header count text changes (requestAnimationFrame + MessageChannel, an after-paint approximation). Clicks and hovers are raw DevTools input (pointer moved onto the button, 100 ms rest, press): Playwright's own click() runs hit-target checks in the page that cost over 200 ms of main thread on 1000 products. On the plain page the 'loading' figure is a floor: a one-line click handler that only adds the class, measured the same way before the navigating click. On shop-10, click → 'loading' is also measured at 1x CPU and with the site chunk held back by request interception (the click lands before the island's code arrived), a fresh context each.
- Carousel: click on the gallery's first image, until the dialog's first image is complete and painted.
- JS heap: \`Performance.getMetrics\` JSHeapUsedSize after \`HeapProfiler.collectGarbage\`, after idle. Main-thread task time: \`Performance.getMetrics\` TaskDuration (every task on the renderer's main thread since navigation, not only long ones), after idle.
- React evaluated: the performance mark \`wc-islands:react-evaluated\`, set when the bundle's React views are evaluated (src/island-kit/renderLayer.tsx), read after idle with no interaction.
- Requests by situation are counted over the DevTools protocol (\`Network.requestServedFromCache\` / \`fromDiskCache\` mark cached scripts) in the first {scenarioRuns} run(s) only: they do not vary between runs, and only on the page types whose mechanics differ (shop-10 stands for every empty-cart page: listings, product). Timing figures are medians of {runs} runs of every page type; script CPU comes from a profiled load of its own per page, variant and run (the sampling profiler slows the script it samples, so blocking time, long tasks and task time are read from loads without it). This machine is shared, so expect noise of ±20 % on timings.`;

/** The WordPress plugin's page-buffer scan for inline scripts that use jQuery undeclared, per captured page. */
export function inlineJQueryScanSection(scan: InlineJQueryScan | undefined): string {
  if (!scan || scan.samples.length === 0) return '## Plugin: scan for inline jQuery users\n\nNot measured.';
  const ms = (value: number): string => `${value.toFixed(3)} ms`;
  const rows = scan.samples.map((sample) =>
    `| ${sample.page} | ${formatKb(sample.bytes)} | ${sample.scripts} | ${ms(sample.noUserMs)} | ${ms(sample.userMs)} |`);
  return `## Plugin: scan for inline jQuery users

Per page the plugin sends, in PHP (${scan.php}, medians): the captured WooCommerce 11 pages without their jQuery tags;
"with one" adds Kadence 1.5.1's checkout listener to the body, found and given jQuery's tags (plugin/inline-jquery.php).

| page | HTML | \`<script>\` tags | scan, none found | scan + insert, one found |
|---|---|---|---|---|
${rows.join('\n')}`;
}

export function formatReport(input: ReportInput): string {
  const { meta } = input;
  const method = METHOD.replace('{browser}', meta.browser).replace('{viewport}', meta.viewport).replace('{cpu}', String(meta.cpuThrottling))
    .replace('{scenarioRuns}', String(meta.scenarioRuns)).replace('{runs}', String(meta.runs));
  return `# wc-islands benchmark

${meta.date} · ${meta.runs} run(s), medians · ${meta.cpuThrottling}x CPU throttling · ${meta.durationSeconds.toFixed(0)} s · \`npm run bench\`

${budgetsSection(input.budgets)}

${headlineSection(input)}

## Per page

${meta.pages.map((page) => pageSection(input, page)).join('\n\n')}

${interactionSection(input)}

${enhancementSection(input)}

${noiseSection(input)}

${scenarioSection(input.scenarios)}

${chunkSection(input)}

${inlineJQueryScanSection(input.inlineJQueryScan)}

${method}
`;
}
