import type { LoadSample } from './measureLoad.ts';
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
  heapBytes: number | null;
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

function medianCounts(counts: readonly RequestCounts[]): RequestCounts {
  const of = (key: 'wcAjax' | 'jsNetwork' | 'jsNetworkBundle' | 'jsCache' | 'otherApi'): number => median(counts.map((count) => count[key])) ?? 0;
  return {
    wcAjax: of('wcAjax'), wcAjaxEndpoints: counts[0]?.wcAjaxEndpoints ?? [], jsNetwork: of('jsNetwork'),
    jsNetworkBundle: of('jsNetworkBundle'), jsCache: of('jsCache'), otherApi: of('otherApi'),
  };
}

export function summarizeLoads(samples: readonly LoadSample[]): LoadSummary[] {
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
      scriptCpu: of((s) => s.scriptCpu),
      longTasks: of((s) => s.longTasks),
      longestTask: of((s) => s.longestTask),
      cls: of((s) => s.cls),
      clsMax: Math.max(...group.map((sample) => sample.cls)),
      heapBytes: of((s) => s.heapBytes),
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
