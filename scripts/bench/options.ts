import { PAGE_TYPES } from './pages.ts';

export interface BenchOptions {
  runs: number;
  /** Build output folder (own folder so a bench never overwrites another build). */
  outDir: string;
  /** Skip the build and use what is in outDir. */
  skipBuild: boolean;
  /** Page type ids to measure. */
  pages: string[];
  /** Run the request scenarios (warm cache, other tab, bfcache) only in the first run. */
  scenarioRuns: number;
  /** Measure every page type in every run (default: the `everyRun` ones after the first run). */
  everyPageEveryRun: boolean;
  /** Where report.md and report.json go. */
  resultsDir: string;
  port: number | null;
}

const USAGE = 'npm run bench [-- --runs N] [--out-dir dist-bench] [--skip-build] [--pages shop-10,cart] [--every-page-every-run] [--port N] [--results-dir bench-results]';

/** Parses `npm run bench -- …` arguments; throws with the usage line on anything unknown. */
export function parseOptions(argv: readonly string[]): BenchOptions {
  const options: BenchOptions = {
    runs: 5, outDir: 'dist-bench', skipBuild: false, pages: PAGE_TYPES.map((page) => page.id),
    scenarioRuns: 1, resultsDir: 'bench-results', port: null, everyPageEveryRun: false,
  };
  const value = (index: number): string => {
    const next = argv[index + 1];
    if (next === undefined || next.startsWith('--')) throw new Error(`${argv[index]} needs a value. Usage: ${USAGE}`);
    return next;
  };
  const count = (index: number, min: number): number => {
    const n = Number(value(index));
    if (!Number.isInteger(n) || n < min) throw new Error(`${argv[index]} must be an integer >= ${min}. Usage: ${USAGE}`);
    return n;
  };
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index];
    switch (arg) {
      case '--runs': options.runs = count(index, 1); index += 1; break;
      case '--out-dir': options.outDir = value(index); index += 1; break;
      case '--results-dir': options.resultsDir = value(index); index += 1; break;
      case '--skip-build': options.skipBuild = true; break;
      case '--every-page-every-run': options.everyPageEveryRun = true; break;
      case '--port': options.port = count(index, 1); index += 1; break;
      case '--pages': {
        const ids = value(index).split(',').map((id) => id.trim()).filter((id) => id !== '');
        const unknown = ids.filter((id) => !PAGE_TYPES.some((page) => page.id === id));
        if (unknown.length > 0) throw new Error(`Unknown page type ${unknown.join(', ')}; known: ${PAGE_TYPES.map((p) => p.id).join(', ')}`);
        options.pages = ids;
        index += 1;
        break;
      }
      default: throw new Error(`Unknown argument ${arg}. Usage: ${USAGE}`);
    }
  }
  return options;
}
