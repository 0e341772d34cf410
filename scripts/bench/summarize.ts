import type { ClickLatencySample } from './measureClickLatency.ts';
import type { HeaderCartSample } from './measureHeaderCart.ts';
import type { AfterInteraction, LoadSample } from './measureLoad.ts';
import type { ScriptCpuSample } from './measureScriptCpu.ts';
import type { RequestCounts } from './networkRecorder.ts';
import type { Variant } from './pages.ts';
import { median } from './stats.ts';

/** Medians over runs of one page in one variant. */
export interface LoadSummary {
  page: string;
  variant: Variant;
  runs: number;
  fcp: number | null;
  tbt: number | null;
  scriptCpu: number | null;
  longTasks: number | null;
  longestTask: number | null;
  cls: number | null;
  /** Largest CLS of any run: the budget is 0, so an intermittent shift counts. */
  clsMax: number | null;
  /** Largest CLS of any run counting only shifts after the first island chunk arrived (measureLoad.ts). */
  clsAfterIslandCodeMax: number | null;
  heapBytes: number | null;
  /** Main-thread task time until idle, all tasks (issue #15). */
  taskTime: number | null;
  /** React evaluated by idle with no interaction in any run (the bundle only). */
  reactEvaluated: boolean | null;
  /** Noise: (max − min) ÷ median over runs, per figure, for the figures budgets compare. */
  spread: { tbt: number | null; taskTime: number | null; heapBytes: number | null; jsIdleGz: number | null };
  /** After the first add to cart (medians). */
  afterAddToCart: AfterInteraction | null;
  jsCriticalGz: number | null;
  jsIdleGz: number | null;
  /** Scripts fetched, by name: gz size and whether it was on the critical path in the first run. */
  scripts: { name: string; gz: number; critical: boolean }[];
  coldRequests: RequestCounts;
  mountedAt: number | null;
  mountAfterDcl: number | null;
  /** Mount points expected / mounted in the last run, and islands that never mounted. */
  mountPoints: { expected: number; mounted: number; missing: string[]; errored: string[] } | null;
  /** Elements that shifted (layout-shift sources), over all runs, largest total first. */
  shiftSources: string[];
  reactStart: number | null;
  reactAfterFcp: boolean | null;
  addToCartLoading: number | null;
  addToCartApplied: number | null;
  addToCartMode: 'in-place' | 'navigation' | null;
  carouselImage: number | null;
}

/** (max − min) ÷ median of the values present; null with fewer than two runs or a zero median. */
export function spreadOf(values: readonly (number | null | undefined)[]): number | null {
  const present = values.filter((value): value is number => typeof value === 'number' && Number.isFinite(value));
  const middle = median(present);
  if (present.length < 2 || middle === null || middle === 0) return null;
  return (Math.max(...present) - Math.min(...present)) / middle;
}

/** Medians of interaction figures over runs; null when no run measured it. */
export function medianAfter(samples: readonly (AfterInteraction | null)[]): AfterInteraction | null {
  const present = samples.filter((sample): sample is AfterInteraction => sample !== null);
  if (present.length === 0) return null;
  const of = (pick: (sample: AfterInteraction) => number | null): number | null => median(present.map(pick));
  const evaluated = present.map((sample) => sample.reactEvaluated).filter((value): value is boolean => value !== null);
  return {
    jsGz: of((s) => s.jsGz) ?? 0, heapBytes: of((s) => s.heapBytes), taskTime: of((s) => s.taskTime), nextPaint: of((s) => s.nextPaint),
    reactEvaluated: evaluated.length === 0 ? null : evaluated.some(Boolean),
  };
}

export interface HeaderCartSummary {
  page: string;
  variant: HeaderCartSample['variant'];
  runs: number;
  before: AfterInteraction | null;
  after: AfterInteraction | null;
}

export function summarizeHeaderCart(samples: readonly HeaderCartSample[]): HeaderCartSummary[] {
  const keys = [...new Set(samples.map((sample) => `${sample.page}\u0000${sample.variant}`))];
  return keys.map((key) => {
    const group = samples.filter((sample) => `${sample.page}\u0000${sample.variant}` === key);
    return {
      page: group[0]!.page, variant: group[0]!.variant, runs: group.length,
      before: medianAfter(group.map((sample) => sample.before)), after: medianAfter(group.map((sample) => sample.after)),
    };
  });
}

function medianCounts(counts: readonly RequestCounts[]): RequestCounts {
  const of = (key: 'wcAjax' | 'jsNetwork' | 'jsNetworkBundle' | 'jsCache' | 'otherApi'): number => median(counts.map((count) => count[key])) ?? 0;
  return {
    wcAjax: of('wcAjax'), wcAjaxEndpoints: counts[0]?.wcAjaxEndpoints ?? [], jsNetwork: of('jsNetwork'),
    jsNetworkBundle: of('jsNetworkBundle'), jsCache: of('jsCache'), otherApi: of('otherApi'),
  };
}

/** Medians per page and variant; script CPU from the profiled loads of `cpu` (measureScriptCpu.ts). */
export function summarizeLoads(samples: readonly LoadSample[], cpu: readonly ScriptCpuSample[] = []): LoadSummary[] {
  const groups = new Map<string, LoadSample[]>();
  for (const sample of samples) {
    const key = `${sample.page}\u0000${sample.variant}`;
    groups.set(key, [...(groups.get(key) ?? []), sample]);
  }
  return [...groups.values()].map((group) => {
    const first = group[0]!;
    const last = group[group.length - 1]!;
    const of = (pick: (sample: LoadSample) => number | null | undefined): number | null => median(group.map(pick));
    const reactRuns = group.filter((sample) => sample.reactStart !== null && sample.fcp !== null);
    return {
      page: first.page,
      variant: first.variant,
      runs: group.length,
      fcp: of((s) => s.fcp),
      tbt: of((s) => s.tbt),
      scriptCpu: median(cpu.filter((s) => s.page === first.page && s.variant === first.variant).map((s) => s.scriptCpu)),
      longTasks: of((s) => s.longTasks),
      longestTask: of((s) => s.longestTask),
      cls: of((s) => s.cls),
      clsMax: Math.max(...group.map((sample) => sample.cls)),
      clsAfterIslandCodeMax: Math.max(...group.map((sample) => sample.clsAfterIslandCode)),
      heapBytes: of((s) => s.heapBytes),
      taskTime: of((s) => s.taskTime),
      reactEvaluated: first.variant === 'islands' ? group.some((sample) => sample.reactEvaluated === true) : null,
      spread: {
        tbt: spreadOf(group.map((s) => s.tbt)), taskTime: spreadOf(group.map((s) => s.taskTime)),
        heapBytes: spreadOf(group.map((s) => s.heapBytes)), jsIdleGz: spreadOf(group.map((s) => s.jsIdleGz)),
      },
      afterAddToCart: medianAfter(group.map((s) => s.afterAddToCart)),
      jsCriticalGz: of((s) => s.jsCriticalGz),
      jsIdleGz: of((s) => s.jsIdleGz),
      scripts: first.scripts.map(({ name, gz, critical }) => ({ name, gz, critical })),
      coldRequests: medianCounts(group.map((sample) => sample.coldRequests)),
      mountedAt: of((s) => s.mount?.allMountedAt),
      mountAfterDcl: of((s) => s.mountAfterDcl),
      mountPoints: last.mount === null ? null
        : { expected: last.mount.expected, mounted: last.mount.mounted, missing: last.mount.missing, errored: last.mount.errored },
      shiftSources: [...new Set(group.flatMap((sample) => sample.shiftSources))],
      reactStart: of((s) => s.reactStart),
      reactAfterFcp: reactRuns.length === 0 ? null : reactRuns.every((sample) => sample.reactStart! > sample.fcp!),
      addToCartLoading: of((s) => s.addToCart?.loading),
      addToCartApplied: of((s) => s.addToCart?.applied),
      addToCartMode: group.find((sample) => sample.addToCart !== null)?.addToCart?.mode ?? null,
      carouselImage: of((s) => s.carouselImage),
    };
  });
}

export function findSummary(summaries: readonly LoadSummary[], page: string, variant: Variant): LoadSummary | undefined {
  return summaries.find((summary) => summary.page === page && summary.variant === variant);
}

/** Click -> 'loading' painted, median per page, CPU rate and chunk state (issue #15). */
export interface ClickLatencySummary {
  page: string;
  cpu: ClickLatencySample['cpu'];
  chunks: ClickLatencySample['chunks'];
  /** Clicks measured (several per load). */
  runs: number;
  loading: number | null;
  frame: number | null;
}

export function summarizeClickLatency(samples: readonly ClickLatencySample[]): ClickLatencySummary[] {
  const keys = [...new Set(samples.map((sample) => `${sample.page}\u0000${sample.cpu}\u0000${sample.chunks}`))];
  return keys.map((key) => {
    const group = samples.filter((sample) => `${sample.page}\u0000${sample.cpu}\u0000${sample.chunks}` === key);
    const first = group[0]!;
    return {
      page: first.page, cpu: first.cpu, chunks: first.chunks, runs: group.length,
      loading: median(group.map((sample) => sample.loading)), frame: median(group.map((sample) => sample.frame)),
    };
  });
}
