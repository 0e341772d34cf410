import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REAL_STORE_PAGES } from './pages.ts';

export interface RealStoreOptions {
  /** Loads per page, mode and link profile (medians of these). */
  runs: number;
  /** The store's base URL; null when none is configured (the bench then skips, saying why). */
  url: string | null;
  /** The store's directory (WordPress root in wp/), for installing the plugin and the test mu-plugin. */
  storeDir: string | null;
  pages: string[];
  /** Also measure every page on the slow-link profile. */
  slowLink: boolean;
  /** Measure input latency (clicks on /shop/ during load and after idle). */
  clicks: boolean;
  skipBuild: boolean;
  /** Use the store as it is (plugin installed and active, mu-plugin in place). */
  skipInstall: boolean;
  resultsDir: string;
  /** Where to save a heap snapshot of each page and mode (first run) and their breakdown (heapBreakdown.ts); null: none. */
  heapSnapshotDir: string | null;
}

const USAGE = 'npm run bench -- --real-store [--url http://127.0.0.1:8090] [--runs 3] [--pages shop,cart] [--no-slow-link] [--no-clicks] [--skip-build] [--skip-install] [--results-dir bench-results/real-store] [--heap-snapshot <dir>]';

/** The store's URL from the environment: REALSTORE_URL, else the port file of REALSTORE_DIR (as run.mjs reads it). */
export function storeUrlFromEnv(env: Readonly<Record<string, string | undefined>>, read: (file: string) => string | null = readIfExists): string | null {
  if (env['REALSTORE_URL']) return env['REALSTORE_URL'].replace(/\/+$/, '');
  const dir = env['REALSTORE_DIR'];
  if (!dir) return null;
  const port = read(join(dir, 'port'))?.trim();
  return port ? `http://127.0.0.1:${port}` : null;
}

function readIfExists(file: string): string | null {
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
}

/** Parses `npm run bench -- --real-store …`; throws with the usage line on anything unknown. */
export function parseRealStoreOptions(argv: readonly string[], env: Readonly<Record<string, string | undefined>> = process.env, read?: (file: string) => string | null): RealStoreOptions {
  const options: RealStoreOptions = {
    runs: 3, url: storeUrlFromEnv(env, read), storeDir: env['REALSTORE_DIR'] ?? null, pages: REAL_STORE_PAGES.map((page) => page.id),
    slowLink: true, clicks: true, skipBuild: false, skipInstall: false, resultsDir: 'bench-results/real-store', heapSnapshotDir: null,
  };
  const value = (index: number): string => {
    const next = argv[index + 1];
    if (next === undefined || next.startsWith('--')) throw new Error(`${argv[index]} needs a value. Usage: ${USAGE}`);
    return next;
  };
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index];
    switch (arg) {
      case '--real-store': break;
      case '--runs': {
        const n = Number(value(index));
        if (!Number.isInteger(n) || n < 1) throw new Error(`--runs must be an integer >= 1. Usage: ${USAGE}`);
        options.runs = n;
        index += 1;
        break;
      }
      case '--url': options.url = value(index).replace(/\/+$/, ''); index += 1; break;
      case '--store-dir': options.storeDir = value(index); index += 1; break;
      case '--results-dir': options.resultsDir = value(index); index += 1; break;
      case '--heap-snapshot': options.heapSnapshotDir = value(index); index += 1; break;
      case '--no-slow-link': options.slowLink = false; break;
      case '--no-clicks': options.clicks = false; break;
      case '--skip-build': options.skipBuild = true; break;
      case '--skip-install': options.skipInstall = true; break;
      case '--pages': {
        const ids = value(index).split(',').map((id) => id.trim()).filter((id) => id !== '');
        const unknown = ids.filter((id) => !REAL_STORE_PAGES.some((page) => page.id === id));
        if (unknown.length > 0) throw new Error(`Unknown page type ${unknown.join(', ')}; known: ${REAL_STORE_PAGES.map((p) => p.id).join(', ')}`);
        options.pages = ids;
        index += 1;
        break;
      }
      default: throw new Error(`Unknown argument ${arg}. Usage: ${USAGE}`);
    }
  }
  return options;
}
