import { ratio } from '../stats.ts';
import type { ClickSummary, GoalResult, ModeFigures, PageSummary } from './goals.ts';
import type { RealStorePage } from './pages.ts';

export interface RealStoreReportInput {
  meta: { date: string; url: string; runs: number; cpuThrottling: number; browser: string; durationSeconds: number; machine: string };
  pages: readonly RealStorePage[];
  loopback: readonly PageSummary[];
  slow: readonly PageSummary[];
  clicks: readonly ClickSummary[];
  goals: readonly GoalResult[];
}

const kb = (bytes: number | null): string => (bytes === null ? 'n/a' : `${(bytes / 1024).toFixed(1)}`);
const ms = (value: number | null): string => (value === null ? 'n/a' : `${Math.round(value)}`);
const mb = (bytes: number | null): string => (bytes === null ? 'n/a' : `${(bytes / 1048576).toFixed(2)}`);
const times = (r: number | null): string => (r === null ? '' : ` (${r.toFixed(2)}x)`);

/** "legacy -> plugin (ratio)" for one figure. */
export function pair(figure: (f: ModeFigures) => number | null, format: (v: number | null) => string, summary: PageSummary): string {
  const [l, p] = [figure(summary.modes.legacy), figure(summary.modes.plugin)];
  return `${format(l)} -> ${format(p)}${times(ratio(p, l))}`;
}

function pageTable(summaries: readonly PageSummary[], pages: readonly RealStorePage[], withCpu: boolean): string {
  const label = (id: string): string => pages.find((page) => page.id === id)?.label ?? id;
  const head = ['page', 'JS fetched KB gz', ...(withCpu ? ['JS evaluated KB gz', 'script main-thread ms'] : []), 'TBT ms plain / legacy / plugin', 'added blocking ms', 'FCP ms', 'LCP ms', 'JS heap MB', 'requests'];
  const rows = summaries.map((s) => [
    label(s.page),
    pair((f) => f.jsFetchedGz, kb, s),
    ...(withCpu ? [pair((f) => f.jsEvaluatedGz, kb, s), pair((f) => f.scriptMainThread, ms, s)] : []),
    `${ms(s.modes.plain.tbt)} / ${ms(s.modes.legacy.tbt)} / ${ms(s.modes.plugin.tbt)}`,
    `${ms(s.modes.legacy.addedBlocking)} -> ${ms(s.modes.plugin.addedBlocking)}`,
    `${ms(s.modes.plain.fcp)} / ${pair((f) => f.fcp, ms, s)}`,
    `${ms(s.modes.plain.lcp)} / ${pair((f) => f.lcp, ms, s)}`,
    pair((f) => f.heapBytes, mb, s),
    `${ms(s.modes.plain.requests)} / ${ms(s.modes.legacy.requests)} / ${ms(s.modes.plugin.requests)}`,
  ]);
  return [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');
}

function clickTable(rows: readonly ClickSummary[]): string {
  const lines = [
    "| mode | click | click at ms (since navigation) | Event Timing processing + presentation ms (judged) | input delay ms | click -> 'loading' ms (rAF+MC, old figure) | answered by | before any island chunk |",
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const row of rows) {
    const answered = Object.entries(row.outcomes).filter(([, n]) => n > 0).map(([outcome, n]) => `${outcome === 'loading' ? "'loading'" : outcome === 'navigation' ? 'next page' : 'nothing'} ${n}`).join(', ');
    lines.push(`| ${row.mode} | ${row.when === 'during-load' ? '300 ms after the load event' : 'after idle'} | ${ms(row.clickAt)} | ${ms(row.handlersToPaint)} | ${ms(row.inputDelay)} | ${ms(row.latency)} | ${answered} | ${row.mode === 'plugin' ? row.beforeIslandCode : '–'} |`);
  }
  return lines.join('\n');
}

function goalTable(goals: readonly GoalResult[]): string {
  const lines = ['| page | goal | measured | |', '|---|---|---|---|'];
  for (const goal of goals) lines.push(`| ${goal.page} | ${goal.goal} | ${goal.measured} | ${goal.met === null ? '–' : goal.met ? 'met' : 'not met'} |`);
  return lines.join('\n');
}

export function formatRealStoreReport(input: RealStoreReportInput): string {
  const { meta } = input;
  const met = input.goals.filter((goal) => goal.met === true).length;
  const judged = input.goals.filter((goal) => goal.met !== null).length;
  return `# Real-store benchmark (issue #29)

${meta.date}, ${meta.url}, ${meta.browser}, CPU ${meta.cpuThrottling}x, medians of ${meta.runs} run(s) (plugin, legacy and plain alternated page by page in each run), ${meta.durationSeconds.toFixed(0)} s. ${meta.machine}

Each cell: legacy -> plugin (plugin/legacy); "plain" is the same page with every script removed. Added blocking = TBT(mode) - TBT(plain) of the same run.

## Loopback, 4x CPU

${pageTable(input.loopback, input.pages, true)}

## Slow link (150 ms RTT, 1.6 Mbps down, 750 Kbps up), 4x CPU

${input.slow.length === 0 ? 'Not measured (--no-slow-link).' : pageTable(input.slow, input.pages, false)}

## Input latency on /shop/, 4x CPU (click on the first add-to-cart button)

${input.clicks.length === 0 ? 'Not measured (--no-clicks).' : clickTable(input.clicks)}

## Goals: ${met} of ${judged} met

${goalTable(input.goals)}

Method: docs/reference/real-store-benchmark.md.
`;
}
