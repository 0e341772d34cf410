// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { summarizePage } from '../goals.ts';
import { REAL_STORE_PAGES } from '../pages.ts';
import { formatRealStoreReport } from '../report.ts';
import type { LoadSample, Mode } from '../samples.ts';

const load = (mode: Mode, figures: Partial<LoadSample>): LoadSample => ({
  page: 'shop', mode, link: 'loopback', run: 1, fcp: 500, lcp: 1000, tbt: 0, jsFetchedGz: 0, requests: 10, heapBytes: 1_048_576, ...figures,
});

describe('real-store report', () => {
  it('shows legacy -> plugin with the ratio, plain beside them, and the goals met or not', () => {
    const loopback = [summarizePage('shop', 'loopback', [load('plain', { tbt: 10 }), load('legacy', { jsFetchedGz: 2048, tbt: 110 }), load('plugin', { jsFetchedGz: 1024, tbt: 40 })], [])];
    const report = formatRealStoreReport({
      meta: { date: 'today', url: 'http://store.test', runs: 1, cpuThrottling: 4, browser: 'Chromium', durationSeconds: 1, machine: 'Machine: 2 cores.' },
      pages: REAL_STORE_PAGES, loopback, slow: [], clicks: [],
      goals: [{ page: 'shop', goal: 'LCP at 4x CPU <= 0.7x legacy', measured: '0.50x', met: true }, { page: 'shop', goal: 'JS heap <= 0.8x legacy', measured: 'n/a', met: null }],
    });
    expect(report).toContain('| /shop/ | 2.0 -> 1.0 (0.50x) |');
    expect(report).toContain('| 10 / 110 / 40 | 100 -> 30 |');
    expect(report).toContain('## Goals: 1 of 1 met');
    expect(report).toContain('| shop | JS heap <= 0.8x legacy | n/a | – |');
    expect(report).toContain('Not measured (--no-slow-link).');
  });

  it("shows plain HTML's ratio to legacy beside the plugin's, and names a goal plain HTML misses too as out of any script's reach", () => {
    const loopback = [summarizePage('shop', 'loopback', [load('plain', { lcp: 900 }), load('legacy', { lcp: 1000 }), load('plugin', { lcp: 950 })], [])];
    const report = formatRealStoreReport({
      meta: { date: 'today', url: 'http://store.test', runs: 1, cpuThrottling: 4, browser: 'Chromium', durationSeconds: 1, machine: '' },
      pages: REAL_STORE_PAGES, loopback, slow: [], clicks: [],
      goals: [
        { page: 'shop', goal: 'LCP at 4x CPU <= 0.7x legacy', measured: '0.95x', met: false, plain: { measured: '0.90x', met: false } },
        { page: 'shop', goal: 'JS heap <= 0.8x legacy', measured: '0.90x', met: false, plain: { measured: '0.40x', met: true } },
      ],
    });
    expect(report).toContain('| 900 (0.90x) / 1000 -> 950 (0.95x) |');
    expect(report).toContain('| shop | LCP at 4x CPU <= 0.7x legacy | 0.95x | 0.90x | not reachable by any script: plain HTML is 0.90x |');
    expect(report).toContain('| shop | JS heap <= 0.8x legacy | 0.90x | 0.40x | not met |');
    expect(report).toContain('## Goals: 0 of 2 met, 1 not reachable by any script');
  });
});
