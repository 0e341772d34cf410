import { median, ratio } from '../stats.ts';
import type { PageKind } from './pages.ts';
import type { ClickSample, CpuSample, LoadSample, LinkProfile, Mode } from './samples.ts';

// Goals of issue #29 ("Goals"), plugin vs legacy in the same run.
/** Evaluated JS on listings, product and post pages. */
export const EVALUATED_JS_BROWSE_RATIO = 0.4;
/** Evaluated JS on cart and checkout. */
export const EVALUATED_JS_CART_RATIO = 0.5;
/** Blocking time added over plain HTML, vs legacy's. */
export const ADDED_BLOCKING_RATIO = 0.3;
/** LCP at 4x CPU (loopback). */
export const LCP_RATIO = 0.7;
/** /shop/'s LCP on the slow-link profile: what counts as good. */
export const SHOP_SLOW_LCP_MS = 2500;
export const HEAP_RATIO = 0.8;
/** Click on add to cart -> 'loading' painted, at 4x CPU. */
export const INPUT_LATENCY_DURING_LOAD_MS = 100;
export const INPUT_LATENCY_AFTER_IDLE_MS = 50;

export interface ModeFigures {
  fcp: number | null;
  lcp: number | null;
  tbt: number | null;
  /** Median over runs of TBT(mode) - TBT(plain) of the same run. */
  addedBlocking: number | null;
  jsFetchedGz: number | null;
  requests: number | null;
  heapBytes: number | null;
  scriptMainThread: number | null;
  jsEvaluatedGz: number | null;
}

export interface PageSummary {
  page: string;
  link: LinkProfile;
  modes: Record<Mode, ModeFigures>;
}

const of = <T extends { page: string; mode: Mode; run: number }>(samples: readonly T[], page: string, mode: Mode): T[] => samples.filter((s) => s.page === page && s.mode === mode);

/** Medians per mode of one page type on one link profile; added blocking pairs each run with plain's. */
export function summarizePage(page: string, link: LinkProfile, loads: readonly LoadSample[], cpu: readonly CpuSample[]): PageSummary {
  const onLink = loads.filter((sample) => sample.link === link);
  const plain = of(onLink, page, 'plain');
  const figures = (mode: Mode): ModeFigures => {
    const own = of(onLink, page, mode);
    const profiled = mode === 'plain' ? [] : cpu.filter((sample) => sample.page === page && sample.mode === mode);
    return {
      fcp: median(own.map((s) => s.fcp)),
      lcp: median(own.map((s) => s.lcp)),
      tbt: median(own.map((s) => s.tbt)),
      addedBlocking: median(own.map((s) => {
        const base = plain.find((p) => p.run === s.run)?.tbt;
        return s.tbt === null || base === null || base === undefined ? null : s.tbt - base;
      })),
      jsFetchedGz: median(own.map((s) => s.jsFetchedGz)),
      requests: median(own.map((s) => s.requests)),
      heapBytes: median(own.map((s) => s.heapBytes)),
      // Plain runs no script: 0, not "not measured".
      scriptMainThread: mode === 'plain' ? 0 : median(profiled.map((s) => s.scriptMainThread)),
      jsEvaluatedGz: mode === 'plain' ? 0 : median(profiled.map((s) => s.jsEvaluatedGz)),
    };
  };
  return { page, link, modes: { plugin: figures('plugin'), legacy: figures('legacy'), plain: figures('plain') } };
}

export interface GoalResult {
  page: string;
  goal: string;
  measured: string;
  /** null: not measured (or not judgeable), with the reason in `measured`. */
  met: boolean | null;
  /**
   * The same goal judged on plain HTML (every script removed) of the same run: the floor no script can go under.
   * Absent for goals plain HTML has no figure for (input latency: plain catches no click).
   */
  plain?: { measured: string; met: boolean | null };
}

const x = (value: number | null): string => (value === null ? 'n/a' : `${value.toFixed(2)}x`);
const ms = (value: number | null): string => (value === null ? 'n/a' : `${value.toFixed(0)} ms`);

/** Goals judged as a ratio to legacy's figure, with plain HTML's own ratio beside the plugin's. */
function ratioGoal(page: string, goal: string, figures: Record<Mode, number | null>, limit: number): GoalResult {
  const judge = (mode: Mode): { measured: string; met: boolean | null } => {
    const r = ratio(figures[mode], figures.legacy);
    return { measured: x(r), met: r === null ? null : r <= limit };
  };
  return { page, goal: `${goal} <= ${limit}x legacy`, ...judge('plugin'), plain: judge('plain') };
}

const figure = (summary: PageSummary, pick: (f: ModeFigures) => number | null): Record<Mode, number | null> => ({
  plugin: pick(summary.modes.plugin), legacy: pick(summary.modes.legacy), plain: pick(summary.modes.plain),
});

/**
 * Added blocking time vs legacy's. When legacy adds nothing (its scripts block no more than plain HTML does) a
 * ratio means nothing: the goal is then met only if the plugin adds nothing either. Plain HTML adds nothing by
 * definition, so it always reaches this goal.
 */
export function addedBlockingGoal(page: string, plugin: number | null, legacy: number | null): GoalResult {
  const goal = `added blocking time <= ${ADDED_BLOCKING_RATIO}x legacy's`;
  const plain = legacy === null ? { measured: 'n/a', met: null } : { measured: '0 ms', met: true };
  if (plugin === null || legacy === null) return { page, goal, measured: 'n/a', met: null, plain };
  if (legacy <= 0) return { page, goal, measured: `${ms(plugin)} vs ${ms(legacy)} (legacy adds nothing)`, met: plugin <= 0, plain };
  const r = Math.max(0, plugin) / legacy;
  return { page, goal, measured: `${ms(plugin)} vs ${ms(legacy)} = ${x(r)}`, met: r <= ADDED_BLOCKING_RATIO, plain };
}

/** A goal the plugin did not meet that plain HTML misses too: no script can reach it on this page. */
export const unreachable = (goal: GoalResult): boolean => goal.met === false && goal.plain?.met === false;

/** Every goal of issue #29 that this page type's summaries can judge. */
export function evaluatePageGoals(kind: PageKind, loopback: PageSummary, slow: PageSummary | null): GoalResult[] {
  const { page } = loopback;
  const results = [
    ratioGoal(page, 'evaluated JS', figure(loopback, (f) => f.jsEvaluatedGz), kind === 'cart' ? EVALUATED_JS_CART_RATIO : EVALUATED_JS_BROWSE_RATIO),
    addedBlockingGoal(page, loopback.modes.plugin.addedBlocking, loopback.modes.legacy.addedBlocking),
    ratioGoal(page, 'LCP at 4x CPU', figure(loopback, (f) => f.lcp), LCP_RATIO),
    ratioGoal(page, 'JS heap', figure(loopback, (f) => f.heapBytes), HEAP_RATIO),
  ];
  if (page === 'shop' && slow !== null) {
    const judge = (lcp: number | null): boolean | null => (lcp === null ? null : lcp < SHOP_SLOW_LCP_MS);
    const { plugin, legacy, plain } = slow.modes;
    results.push({
      page,
      goal: `LCP on the slow link < ${SHOP_SLOW_LCP_MS} ms`,
      measured: `${ms(plugin.lcp)} (legacy ${ms(legacy.lcp)})`,
      met: judge(plugin.lcp),
      plain: { measured: ms(plain.lcp), met: judge(plain.lcp) },
    });
  }
  return results;
}

export interface ClickSummary {
  mode: ClickSample['mode'];
  when: ClickSample['when'];
  latency: number | null;
  /** Median of the clicks' Event Timing durations (ClickSample.eventTiming), input delay included. */
  eventTiming: number | null;
  /** Median of the clicks' input delays (ClickSample.inputDelay). */
  inputDelay: number | null;
  /**
   * Median of the clicks' Event Timing processing + presentation (duration - input delay): the click's handlers and
   * the wait for the frame that shows their work. The input latency goals are judged on it.
   */
  handlersToPaint: number | null;
  clickAt: number | null;
  /** How many clicks were answered by each outcome. */
  outcomes: Record<ClickSample['outcome'], number>;
  /** Plugin: clicks that landed before any island chunk had arrived. */
  beforeIslandCode: number;
}

export function summarizeClicks(clicks: readonly ClickSample[]): ClickSummary[] {
  const rows: ClickSummary[] = [];
  for (const mode of ['plugin', 'legacy'] as const) {
    for (const when of ['during-load', 'after-idle'] as const) {
      const own = clicks.filter((click) => click.mode === mode && click.when === when);
      if (own.length === 0) continue;
      const outcomes = { loading: 0, navigation: 0, none: 0 };
      for (const click of own) outcomes[click.outcome] += 1;
      const beforeIslandCode = own.filter((click) => click.islandCodeBeforeClick === false).length;
      rows.push({
        mode, when, latency: median(own.map((c) => c.latency)), eventTiming: median(own.map((c) => c.eventTiming)), inputDelay: median(own.map((c) => c.inputDelay)),
        handlersToPaint: median(own.map((c) => (c.eventTiming === null || c.inputDelay === null ? null : c.eventTiming - c.inputDelay))),
        clickAt: median(own.map((c) => c.clickAt)), outcomes, beforeIslandCode,
      });
    }
  }
  return rows;
}

/**
 * Input latency goals: the plugin's click -> 'loading' painted, at 4x CPU, judged on the click's Event Timing
 * processing + presentation (the browser's own figure, as INP counts it without the input delay); the
 * requestAnimationFrame + MessageChannel figure is given beside it (docs/reference/click-to-loading-latency.md).
 */
export function evaluateClickGoals(rows: readonly ClickSummary[]): GoalResult[] {
  return (['during-load', 'after-idle'] as const).map((when) => {
    const limit = when === 'during-load' ? INPUT_LATENCY_DURING_LOAD_MS : INPUT_LATENCY_AFTER_IDLE_MS;
    const row = rows.find((r) => r.mode === 'plugin' && r.when === when);
    const legacy = rows.find((r) => r.mode === 'legacy' && r.when === when);
    const goal = `input latency ${when === 'during-load' ? 'during load' : 'after idle'} <= ${limit} ms (Event Timing processing + presentation)`;
    // A click the page answered only by navigating never showed 'loading': not met, whatever the next page's paint.
    const navigated = row !== undefined && (row.outcomes.navigation > 0 || row.outcomes.none > 0);
    const missed = navigated ? ` (${row.outcomes.navigation} navigated, ${row.outcomes.none} unanswered)` : '';
    if (row === undefined || (row.handlersToPaint === null && !navigated)) return { page: 'shop', goal, measured: 'not measured', met: null };
    const beside = `legacy ${ms(legacy?.handlersToPaint ?? null)}; input delay ${ms(row.inputDelay)}; rAF+MC click -> 'loading' ${ms(row.latency)}`;
    return { page: 'shop', goal, measured: `${ms(row.handlersToPaint)} (${beside})${missed}`, met: !navigated && row.handlersToPaint !== null && row.handlersToPaint <= limit };
  });
}
