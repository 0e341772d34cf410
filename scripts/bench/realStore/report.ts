import { ratio } from '../stats.ts';
import { unreachable, type ClickSummary, type GoalResult, type ModeFigures, type PageSummary } from './goals.ts';
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

/** "plain (plain/legacy) / legacy -> plugin (plugin/legacy)": plain HTML's ratio is the floor no script goes under. */
export function withFloor(figure: (f: ModeFigures) => number | null, format: (v: number | null) => string, summary: PageSummary): string {
  const plain = figure(summary.modes.plain);
  return `${format(plain)}${times(ratio(plain, figure(summary.modes.legacy)))} / ${pair(figure, format, summary)}`;
}

function pageTable(summaries: readonly PageSummary[], pages: readonly RealStorePage[], withCpu: boolean): string {
  const label = (id: string): string => pages.find((page) => page.id === id)?.label ?? id;
  const head = ['page', 'JS fetched KB gz', ...(withCpu ? ['JS evaluated KB gz', 'script main-thread ms'] : []), 'TBT ms plain / legacy / plugin', 'added blocking ms', 'FCP ms plain / legacy -> plugin', 'LCP ms plain / legacy -> plugin', 'JS heap MB plain / legacy -> plugin', 'requests'];
  const rows = summaries.map((s) => [
    label(s.page),
    pair((f) => f.jsFetchedGz, kb, s),
    ...(withCpu ? [pair((f) => f.jsEvaluatedGz, kb, s), pair((f) => f.scriptMainThread, ms, s)] : []),
    `${ms(s.modes.plain.tbt)} / ${ms(s.modes.legacy.tbt)} / ${ms(s.modes.plugin.tbt)}`,
    `${ms(s.modes.legacy.addedBlocking)} -> ${ms(s.modes.plugin.addedBlocking)}`,
    withFloor((f) => f.fcp, ms, s),
    withFloor((f) => f.lcp, ms, s),
    withFloor((f) => f.heapBytes, mb, s),
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

function verdict(goal: GoalResult): string {
  if (goal.met === null) return '–';
  if (goal.met) return 'met';
  return unreachable(goal) ? `not reachable by any script: plain HTML is ${goal.plain?.measured ?? 'n/a'}` : 'not met';
}

function goalTable(goals: readonly GoalResult[]): string {
  const lines = ['| page | goal | plugin | plain HTML | |', '|---|---|---|---|---|'];
  for (const goal of goals) lines.push(`| ${goal.page} | ${goal.goal} | ${goal.measured} | ${goal.plain?.measured ?? '–'} | ${verdict(goal)} |`);
  return lines.join('\n');
}

export function formatRealStoreReport(input: RealStoreReportInput): string {
  const { meta } = input;
  const met = input.goals.filter((goal) => goal.met === true).length;
  const judged = input.goals.filter((goal) => goal.met !== null).length;
  const floor = input.goals.filter(unreachable).length;
  return `# Real-store benchmark (issue #29)

${meta.date}, ${meta.url}, ${meta.browser}, CPU ${meta.cpuThrottling}x, medians of ${meta.runs} run(s) (plugin, legacy and plain alternated page by page in each run), ${meta.durationSeconds.toFixed(0)} s. ${meta.machine}

Each cell: legacy -> plugin (plugin/legacy); "plain" is the same page with every script removed, with its own ratio to legacy (the floor) where shown. Added blocking = TBT(mode) - TBT(plain) of the same run.

## Loopback, 4x CPU

${pageTable(input.loopback, input.pages, true)}

## Slow link (150 ms RTT, 1.6 Mbps down, 750 Kbps up), 4x CPU

${input.slow.length === 0 ? 'Not measured (--no-slow-link).' : pageTable(input.slow, input.pages, false)}

## Input latency on /shop/, 4x CPU (click on the first add-to-cart button)

${input.clicks.length === 0 ? 'Not measured (--no-clicks).' : clickTable(input.clicks)}

## Goals: ${met} of ${judged} met${floor > 0 ? `, ${floor} not reachable by any script` : ''}

"plain HTML": the same goal judged on the page with every script removed, in the same run. A goal plain HTML misses too is out of any script's reach (the theme's CSS, images and markup, or this machine's noise).

${goalTable(input.goals)}

Method: docs/reference/real-store-benchmark.md.
`;
}
