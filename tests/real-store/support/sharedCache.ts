import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIResponse, Page, Response } from '@playwright/test';
import { realStoreDir } from './realStore.ts';

/**
 * The cache in front of the store for tests/real-store/shared-cache.spec.ts, set by scripts/real-store/run.mjs:
 * 'wc-islands' (docs/caching/wc-islands.vcl, plugin active), 'control' (woocommerce-guide.vcl, plugin off), or
 * 'control-gzip' (the control plus the shipped VCL's compression rule; only the paint figures run).
 */
const cacheModes = ['wc-islands', 'control', 'control-gzip'] as const;
export const cacheMode = cacheModes.find((name) => name === process.env.REALSTORE_CACHE);
/** The control with the shipped VCL's compression: only the paint figures are measured for it. */
export const figuresOnly = cacheMode === 'control-gzip';
export const cacheSkipMessage = 'needs the real store started with REALSTORE_PHP_PORT and Varnish in front: npm run test:real-store starts it (docs/caching/README.md)';

/** Where the spec leaves its figures for the runner, outside test-results/ (emptied at each run). */
export const cacheReportFile = (cache: string): string => join(tmpdir(), `wc-islands-real-store-cache-${cache}.json`);

/** What Varnish did with a response (X-WC-Islands-Debug: `hit`, `miss…`, `pass: <why>`). */
export const served = (response: Response | APIResponse | null): string => response?.headers()['x-wc-islands-debug'] ?? '(no debug header)';
export const isHit = (how: string): boolean => how.startsWith('hit');

const varnishDir = join(realStoreDir, 'run/varnish');

/** How many requests Varnish has sent to PHP so far (scripts/real-store/varnish.ts's varnishd). */
export function backendRequestCount(): number {
  const line = execFileSync('varnishstat', ['-n', varnishDir, '-1', '-f', 'MAIN.backend_req'], { encoding: 'utf8' });
  return Number(/MAIN\.backend_req\s+(\d+)/.exec(line)?.[1] ?? NaN);
}

/**
 * The requests Varnish sent to PHP since `since` (a backendRequestCount()), all and without static files
 * (PHP's built-in server serves those here; a production web server would not run PHP for them).
 * Read from Varnish's shared log (varnishncsa), which holds the last few thousand requests.
 */
export function phpRequestsSince(since: number): { all: number; dynamic: number; paths: string[] } {
  const all = backendRequestCount() - since;
  const dump = execFileSync('varnishncsa', ['-n', varnishDir, '-b', '-d', '-F', '%m %U%q'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const paths = dump.trim().split('\n').slice(-all);
  const isStatic = (line: string): boolean => /\.(css|js|mjs|png|jpe?g|gif|webp|avif|svg|ico|woff2?|ttf|map)(\?|$)/.test(line.split(' ')[1] ?? '');
  const dynamic = paths.filter((line) => !isStatic(line));
  return { all, dynamic: dynamic.length, paths: dynamic };
}

/** One PHP CLI fixture of tests/real-store/cache-fixtures/ against the store's WordPress. */
export function fixture(name: string, ...args: string[]): string {
  const root = new URL('../../../', import.meta.url).pathname;
  return execFileSync('php', [join(root, 'tests/real-store/cache-fixtures', name), join(realStoreDir, 'wp'), ...args], { encoding: 'utf8' }).trim();
}

/** Largest Contentful Paint and time to first byte of the page's navigation, in ms (after its load event). */
export async function paintTimings(page: Page): Promise<{ ttfbMs: number; lcpMs: number }> {
  return page.evaluate(
    () =>
      new Promise<{ ttfbMs: number; lcpMs: number }>((resolve) => {
        const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve({ ttfbMs: navigation.responseStart, lcpMs: entries.at(-1)?.startTime ?? NaN });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};
