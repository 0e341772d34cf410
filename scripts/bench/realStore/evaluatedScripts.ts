/** The parts of a DevTools `Profiler.takePreciseCoverage` answer used here. */
export interface ScriptCoverage {
  url: string;
  functions: { ranges: { startOffset: number; count: number }[] }[];
}

/**
 * Script files whose top level ran: the first function of a script's coverage is the script itself. A module
 * only preloaded (compiled, never imported) reports it with count 0. Inline scripts carry the document's URL and
 * are left out, in every mode alike (the figure is about files: the bundle's and WooCommerce's).
 */
export function evaluatedScriptUrls(coverage: readonly ScriptCoverage[], documentUrl: string): string[] {
  const urls = new Set<string>();
  for (const script of coverage) {
    if (!/^https?:/.test(script.url) || script.url === documentUrl) continue;
    const top = script.functions[0]?.ranges[0];
    if (top !== undefined && top.startOffset === 0 && top.count > 0) urls.add(script.url);
  }
  return [...urls];
}

/** The order of the three modes in run `run` (1-based): rotated each run, so no mode always goes first on a cold server. */
export function modeOrder<T>(modes: readonly T[], run: number): T[] {
  const shift = (run - 1) % modes.length;
  return [...modes.slice(shift), ...modes.slice(0, shift)];
}
