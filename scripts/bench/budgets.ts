import type { ScenarioSample } from './measureScenarios.ts';
import { findSummary, type ClickLatencySummary, type LoadSummary } from './summarize.ts';
import { ratio } from './stats.ts';
import { chunkBudgetGz, CHUNK_BUDGET_GZ, FAMILY_CHUNK_BUDGET_GZ, JQUERY_ERA_LIBRARIES_GZ, LOADER_BUDGET_GZ, VENDOR_CHUNK } from '../sizeBudgets.ts';

export { CHUNK_BUDGET_GZ, LOADER_BUDGET_GZ, VENDOR_CHUNK } from '../sizeBudgets.ts';
export const LISTING_SCALE_BUDGET = 1.5;
/** Issue #15 targets, as ratios to the jQuery-era libraries column of the same run. */
export const COLD_JS_REQUESTS_BUDGET = 6;
export const LISTING_JS_IDLE_RATIO = 1.0;
export const LISTING_HEAP_RATIO = 1.2;
export const LISTING_TASK_TIME_RATIO = 1.0;
export const TBT_RATIO = 1.0;
/** Click -> 'loading' painted at 4x CPU. */
export const LOADING_PAINT_BUDGET_MS = 50;
/**
 * … and at 1x CPU: the next frame at 60 Hz, judged on when the main thread starts the frame that
 * paints 'loading' (measureClickLatency.ts). Click to 'painted' adds where the click fell in the frame
 * cycle and the page's own cost of drawing a frame: a one-line handler on the plain page measured 10-24 ms.
 */
export const LOADING_PAINT_1X_BUDGET_MS = 1000 / 60;
/** One frame at 60 Hz. */
const FRAME_MS = 1000 / 60;
/** An interaction's next paint: web.dev's 'good' INP. */
export const NEXT_PAINT_BUDGET_MS = 200;
/** The listing the 'no interaction' ratios are measured on. */
export const LISTING_PAGE = 'shop-10';

export interface BuildSizes {
  loaderGz: number;
  chunks: { name: string; gz: number }[];
}

export interface BudgetResult {
  budget: string;
  limit: string;
  measured: string;
  pass: boolean | null;
  /** Why it fails or is not measured, in a few words. */
  note: string;
}

const kb = (bytes: number): string => `${(bytes / 1000).toFixed(2)} KB`;

/** Enhancement cost of a listing: blocking time the bundle adds over plain HTML, plus mount time after DOMContentLoaded. */
export function enhancementCost(islands: LoadSummary | undefined, off: LoadSummary | undefined): number | null {
  if (islands?.tbt == null || off?.tbt == null || islands.mountAfterDcl === null) return null;
  return Math.max(0, islands.tbt - off.tbt) + islands.mountAfterDcl;
}

export function evaluateBudgets(
  sizes: BuildSizes, summaries: readonly LoadSummary[], scenarios: readonly ScenarioSample[], clicks: readonly ClickLatencySummary[] = [],
): BudgetResult[] {
  const results: BudgetResult[] = [];
  results.push({
    budget: 'Loader gzipped', limit: `<= ${kb(LOADER_BUDGET_GZ)}`, measured: kb(sizes.loaderGz),
    pass: sizes.loaderGz <= LOADER_BUDGET_GZ, note: sizes.loaderGz <= LOADER_BUDGET_GZ ? '' : `over by ${sizes.loaderGz - LOADER_BUDGET_GZ} B`,
  });

  const islandChunks = sizes.chunks.filter((chunk) => !VENDOR_CHUNK.test(chunk.name));
  const largest = islandChunks.reduce<{ name: string; gz: number } | null>((max, chunk) => (max === null || chunk.gz > max.gz ? chunk : max), null);
  const budgetOf = (chunk: { name: string }): number => chunkBudgetGz(chunk.name, sizes.loaderGz) ?? Infinity;
  const over = islandChunks.filter((chunk) => chunk.gz > budgetOf(chunk));
  results.push({
    budget: 'Each chunk gzipped (besides React)', limit: `<= ${kb(CHUNK_BUDGET_GZ)}; family chunks <= ${kb(FAMILY_CHUNK_BUDGET_GZ)}; site chunk <= ${kb(JQUERY_ERA_LIBRARIES_GZ)} - loader`,
    measured: largest === null ? 'no chunks' : `largest ${largest.name} ${kb(largest.gz)}`,
    pass: over.length === 0, note: over.map((chunk) => `${chunk.name} over by ${chunk.gz - budgetOf(chunk)} B`).join('; '),
  });

  const islands = summaries.filter((summary) => summary.variant === 'islands');
  const reactPages = islands.filter((summary) => summary.reactAfterFcp !== null);
  const reactEarly = reactPages.filter((summary) => summary.reactAfterFcp === false);
  results.push({
    budget: 'React requested only after first paint', limit: 'react chunk request start > FCP',
    measured: reactPages.length === 0 ? 'React not loaded'
      : reactPages.map((summary) => `${summary.page} ${summary.reactStart?.toFixed(0)} ms vs FCP ${summary.fcp?.toFixed(0)} ms`).join('; '),
    pass: reactEarly.length === 0, note: reactEarly.map((summary) => `${summary.page} before FCP`).join('; '),
  });

  results.push(...interactionCostBudgets(summaries));
  if (clicks.length > 0) results.push(clickLatencyBudget(clicks));

  const warm = scenarios.filter((scenario) => scenario.variant === 'islands');
  const warmOver = warm.filter((scenario) => scenario.warm.wcAjax + scenario.warm.jsNetworkBundle > 0);
  results.push({
    budget: 'Requests with a warm cache (2nd visit)', limit: '0 wc-ajax + 0 bundle JS from network',
    measured: warm.length === 0 ? 'not measured'
      : warm.map((scenario) => `${scenario.page} ${scenario.warm.wcAjax} + ${scenario.warm.jsNetworkBundle}`).join('; '),
    pass: warm.length === 0 ? null : warmOver.length === 0,
    note: warmOver.map((scenario) => {
      const endpoints = [...new Set(scenario.warm.wcAjaxEndpoints)].join(', ');
      return `${scenario.page}: ${scenario.warm.wcAjax} wc-ajax${endpoints === '' ? '' : ` (${endpoints})`}, ${scenario.warm.jsNetworkBundle} bundle JS`;
    }).join('; '),
  });

  results.push(listingScaleBudget(summaries));

  // A page that shifts as much without the bundle (cart table columns as images arrive) shows the theme's
  // shift, not ours: the bundle is blamed when its median is higher, or it shifts where plain HTML never does.
  const ownShift = (summary: LoadSummary): boolean => {
    const plain = findSummary(summaries, summary.page, 'off');
    return (plain?.clsMax ?? 0) > 0 && (summary.cls ?? 0) <= (plain?.cls ?? 0);
  };
  // Only shifts from the moment island code arrived can come from the bundle's writes to the page; one
  // before that is the browser's first paint of a partly parsed page (an empty link laid out before its
  // text arrived), which the jQuery-era page shows as well. Those are reported, not counted.
  const afterCode = (summary: LoadSummary): number => summary.clsAfterIslandCodeMax ?? summary.clsMax ?? 0;
  const shifting = islands.filter((summary) => afterCode(summary) > 0 && !ownShift(summary));
  const themeShifts = islands.filter((summary) => afterCode(summary) > 0 && ownShift(summary));
  const beforeCode = islands.filter((summary) => (summary.clsMax ?? 0) > 0 && afterCode(summary) === 0);
  const maxOf = (page: string, variant: 'legacy' | 'off'): string => findSummary(summaries, page, variant)?.clsMax?.toFixed(4) ?? 'n/a';
  results.push({
    budget: 'Cumulative layout shift (any run)', limit: '0 where plain HTML has 0, from the first island chunk on',
    measured: islands.length === 0 ? 'not measured'
      : `max ${Math.max(0, ...islands.map(afterCode)).toFixed(4)} (whole load, before island code too: max ${Math.max(0, ...islands.map((summary) => summary.clsMax ?? 0)).toFixed(4)})`,
    pass: islands.length === 0 ? null : shifting.length === 0,
    note: shifting.map((summary) => {
      const plain = findSummary(summaries, summary.page, 'off')?.clsMax ?? null;
      return `${summary.page} median ${summary.cls?.toFixed(4)}, max ${afterCode(summary).toFixed(4)} (plain HTML max ${plain === null ? 'n/a' : plain.toFixed(4)}; moved: ${summary.shiftSources.slice(0, 3).join(', ')})`;
    }).concat(themeShifts.map((summary) => {
      const plain = findSummary(summaries, summary.page, 'off');
      return `not counted: ${summary.page} shifts without the bundle too (median ${summary.cls?.toFixed(4)} vs plain HTML ${plain?.cls?.toFixed(4)})`;
    })).concat(beforeCode.map((summary) => `not counted: ${summary.page} shifted before any island code arrived (max ${summary.clsMax?.toFixed(4)}; `
      + `jQuery-era libraries max ${maxOf(summary.page, 'legacy')}, plain HTML max ${maxOf(summary.page, 'off')}; moved: ${summary.shiftSources.slice(0, 3).join(', ')})`)).join('; '),
  });
  return results;
}

/** One pass/fail row per page: `check` gives the measured text and the verdict, or null when not measured. */
function perPage(
  budget: string, limit: string, pages: readonly LoadSummary[],
  check: (islands: LoadSummary) => { text: string; pass: boolean } | null,
): BudgetResult {
  const rows = pages.map((summary) => ({ page: summary.page, result: check(summary) }));
  const measured = rows.filter((row) => row.result !== null);
  const failed = measured.filter((row) => !row.result!.pass);
  return {
    budget, limit,
    measured: measured.length === 0 ? 'not measured' : measured.map((row) => `${row.page} ${row.result!.text}`).join('; '),
    pass: measured.length === 0 ? null : failed.length === 0,
    note: failed.map((row) => `${row.page} over`).join('; '),
  };
}

const ratioText = (ours: number, theirs: number, format: (value: number) => string): string =>
  `${format(ours)} vs ${format(theirs)}${theirs > 0 ? ` = ${(ours / theirs).toFixed(2)}x` : ''}`;
const msText = (value: number): string => `${value.toFixed(0)} ms`;
const mbText = (value: number): string => `${(value / 1e6).toFixed(2)} MB`;

/** Within `limit` times the baseline; a zero baseline allows only zero. */
const withinRatio = (ours: number, theirs: number, limit: number): boolean => (theirs === 0 ? ours === 0 : ours / theirs <= limit);

/** Issue #15: React evaluated only on interaction, few requests, and a listing cheaper than the jQuery era. */
export function interactionCostBudgets(summaries: readonly LoadSummary[]): BudgetResult[] {
  const islands = summaries.filter((summary) => summary.variant === 'islands');
  const legacyOf = (summary: LoadSummary): LoadSummary | undefined => findSummary(summaries, summary.page, 'legacy');
  const results: BudgetResult[] = [];
  results.push(perPage('React never evaluated without interaction', 'no React view evaluated by idle, every page type', islands,
    (summary) => (summary.reactEvaluated === null ? null : { text: summary.reactEvaluated ? 'evaluated' : 'not evaluated', pass: !summary.reactEvaluated })));
  results.push(perPage('JS requests on a cold load', `<= ${COLD_JS_REQUESTS_BUDGET} bundle files, every page type`, islands,
    (summary) => ({ text: String(summary.coldRequests.jsNetworkBundle), pass: summary.coldRequests.jsNetworkBundle <= COLD_JS_REQUESTS_BUDGET })));

  const listing = islands.filter((summary) => summary.page === LISTING_PAGE);
  const compare = (
    name: string, limit: number, pick: (summary: LoadSummary) => number | null, format: (value: number) => string, pages = listing,
  ): BudgetResult => perPage(name, `<= ${limit.toFixed(1)}x jQuery-era libraries`, pages, (summary) => {
    const ours = pick(summary);
    const legacy = legacyOf(summary);
    const theirs = legacy === undefined ? null : pick(legacy);
    if (ours === null || theirs === null) return null;
    return { text: ratioText(ours, theirs, format), pass: withinRatio(ours, theirs, limit) };
  });
  results.push(compare('Listing, no interaction: JS gz after idle', LISTING_JS_IDLE_RATIO, (s) => s.jsIdleGz, (v) => `${(v / 1000).toFixed(1)} KB`));
  results.push(compare('Listing, no interaction: JS heap', LISTING_HEAP_RATIO, (s) => s.heapBytes, mbText));
  results.push(compare('Listing, no interaction: main-thread task time', LISTING_TASK_TIME_RATIO, (s) => s.taskTime, msText));
  // Plain HTML's own blocking time stands beside it: the jQuery-era page's scripts block rendering in
  // the head, which moves the page's own parse and first layout before first paint, where blocking
  // time does not count them; on checkout and 1000 products plain HTML often blocks longer than it.
  const tbt = compare('Total blocking time', TBT_RATIO, (s) => s.tbt, msText, islands);
  tbt.measured = tbt.measured.split('; ').map((row) => {
    const plain = findSummary(summaries, row.split(' ')[0]!, 'off')?.tbt ?? null;
    return plain === null ? row : `${row} (plain HTML ${msText(plain)})`;
  }).join('; ');
  results.push(tbt);

  results.push(perPage('Add to cart: click -> "loading" painted (4x CPU)',
    `<= ${LOADING_PAINT_BUDGET_MS} ms; where the plain page's own floor is over that, <= floor + one frame`, islands, (summary) => {
      if (summary.addToCartLoading === null) return null;
      // The plain page with a handler that only adds the class: the page's own hit-test and paint cost.
      // On 1000 products that floor alone is 110-230 ms at 4x on this machine, whoever adds the class;
      // there the bundle is judged on what it adds to it.
      const floor = findSummary(summaries, summary.page, 'off')?.addToCartLoading ?? null;
      const overFloor = floor !== null && floor > LOADING_PAINT_BUDGET_MS;
      const limit = overFloor ? floor + FRAME_MS : LOADING_PAINT_BUDGET_MS;
      const text = `${msText(summary.addToCartLoading)}${floor === null ? '' : ` (plain HTML + one-line handler ${msText(floor)}${overFloor ? ', over 50 ms itself' : ''})`}`;
      return { text, pass: summary.addToCartLoading <= limit };
    }));
  results.push(perPage('First add to cart: input to next paint (Event Timing, 4x CPU)', `<= ${NEXT_PAINT_BUDGET_MS} ms`, islands,
    (summary) => {
      const paint = summary.afterAddToCart?.nextPaint ?? null;
      return paint === null ? null : { text: paint === 0 ? '< 16 ms' : msText(paint), pass: paint <= NEXT_PAINT_BUDGET_MS };
    }));
  return results;
}

/**
 * Click -> 'loading' before the chunks arrived (held) and at 1x CPU (issue #15); 'after, 4x' is per page
 * above. At 1x the verdict is the next frame (the frame that paints it starts within 16.7 ms); at 4x,
 * click to painted within 50 ms.
 */
export function clickLatencyBudget(clicks: readonly ClickLatencySummary[]): BudgetResult {
  const judged = (click: ClickLatencySummary): number | null => (click.cpu === 1 ? click.frame : click.loading);
  const limitOf = (cpu: number): number => (cpu === 1 ? LOADING_PAINT_1X_BUDGET_MS : LOADING_PAINT_BUDGET_MS);
  const label = (click: ClickLatencySummary): string => `${click.page} ${click.cpu}x ${click.chunks === 'held' ? 'before' : 'after'} chunks`;
  const text = (click: ClickLatencySummary): string => (click.cpu === 1
    ? `frame starts ${msText(click.frame!)} (painted ${click.loading === null ? 'n/a' : msText(click.loading)})`
    : msText(click.loading!));
  const measured = clicks.filter((click) => judged(click) !== null);
  const failed = measured.filter((click) => judged(click)! > limitOf(click.cpu));
  return {
    budget: 'Add to cart: click -> "loading" painted, before and after the chunks arrived',
    limit: `next frame at 1x CPU (its start <= ${LOADING_PAINT_1X_BUDGET_MS.toFixed(1)} ms), <= ${LOADING_PAINT_BUDGET_MS} ms at 4x`,
    measured: measured.length === 0 ? 'not measured'
      : measured.map((click) => `${label(click)} ${text(click)}`).join('; ') + ` (medians of ${measured.map((click) => click.runs).join('/')} clicks)`,
    pass: measured.length === 0 ? null : failed.length === 0,
    note: failed.map((click) => `${label(click)} over`).join('; '),
  };
}

/**
 * Enhancing 1000 products vs 10, judged on the bundle's own main-thread time (sampled profile: its
 * functions and the DOM calls they make) from navigation until settled. The earlier figure, extra TBT
 * plus mount time after DOMContentLoaded, is shown beside it: on 1000 products it mostly measures the
 * browser's own first layout of the page, which plain HTML pays as well (a single task of over a
 * second in some runs, in every variant), and which the 'visible' islands wait behind.
 */
export function listingScaleBudget(summaries: readonly LoadSummary[]): BudgetResult {
  const small = findSummary(summaries, 'shop-10', 'islands')?.scriptCpu ?? null;
  const large = findSummary(summaries, 'shop-1000', 'islands')?.scriptCpu ?? null;
  const scale = ratio(large, small);
  const smallCost = enhancementCost(findSummary(summaries, 'shop-10', 'islands'), findSummary(summaries, 'shop-10', 'off'));
  const largeCost = enhancementCost(findSummary(summaries, 'shop-1000', 'islands'), findSummary(summaries, 'shop-1000', 'off'));
  const composite = smallCost === null || largeCost === null ? '' : ` (extra TBT + mount time after DCL: ${largeCost.toFixed(0)} ms vs ${smallCost.toFixed(0)} ms)`;
  return {
    budget: 'Enhancing 1000 products vs 10', limit: `<= ${LISTING_SCALE_BUDGET}x (the bundle's own main-thread time until settled)`,
    measured: small === null || large === null ? 'not measured' : `${large.toFixed(0)} ms vs ${small.toFixed(0)} ms = ${scale === null ? 'n/a' : `${scale.toFixed(2)}x`}${composite}`,
    pass: scale === null ? null : scale <= LISTING_SCALE_BUDGET,
    note: scale !== null && scale > LISTING_SCALE_BUDGET ? `over by ${(scale - LISTING_SCALE_BUDGET).toFixed(2)}x` : '',
  };
}
