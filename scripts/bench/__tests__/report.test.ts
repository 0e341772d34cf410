// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { enhancementCost, evaluateBudgets } from '../budgets.ts';
import type { LoadSample } from '../measureLoad.ts';
import type { ScenarioSample } from '../measureScenarios.ts';
import type { RequestCounts } from '../networkRecorder.ts';
import type { Variant } from '../pages.ts';
import { formatCounts, formatReport } from '../report.ts';
import { summarizeLoads, type LoadSummary } from '../summarize.ts';

const counts = (overrides: Partial<RequestCounts> = {}): RequestCounts => ({
  wcAjax: 0, wcAjaxEndpoints: [], jsNetwork: 0, jsNetworkBundle: 0, jsCache: 0, otherApi: 0, ...overrides,
});

function sample(page: string, variant: Variant, run: number, overrides: Partial<LoadSample> = {}): LoadSample {
  const base = baseSample(page, variant, run, overrides);
  return { ...base, clsAfterIslandCode: overrides.clsAfterIslandCode ?? base.cls };
}

function baseSample(page: string, variant: Variant, run: number, overrides: Partial<LoadSample>): Omit<LoadSample, 'clsAfterIslandCode'> {
  return {
    page, variant, run, fcp: 300, loadEvent: 500, tbt: 0, longTasks: 0, longestTask: 0, cls: 0, shiftSources: [],
    heapBytes: 1_000_000, taskTime: 400, reactEvaluated: variant === 'islands' ? false : null, afterAddToCart: null, jsCriticalGz: variant === 'islands' ? 5_800 : variant === 'legacy' ? 43_900 : 0,
    jsIdleGz: variant === 'islands' ? 96_000 : variant === 'legacy' ? 43_900 : 0, scripts: [], coldRequests: counts(),
    mount: variant === 'islands' ? { expected: 3, mounted: 3, missing: [], errored: [], allMountedAt: 900 } : null,
    mountAfterDcl: variant === 'islands' ? 400 : null, reactStart: variant === 'islands' ? 800 : null,
    addToCart: null, carouselImage: null, ...overrides,
  };
}

function scenario(page: string, warm: Partial<RequestCounts>): ScenarioSample {
  return {
    page, variant: 'islands', warm: counts(warm), otherTabLive: counts(), otherTabReload: counts(),
    bfcache: { ...counts(), restored: true, notRestoredReasons: [] },
  };
}

const sizes = { loaderGz: 5_760, chunks: [{ name: 'react-a.js', gz: 58_800 }, { name: 'carousel-b.js', gz: 3_700 }] };

describe('summaries', () => {
  it('reports the median of each figure over runs, per page and variant', () => {
    const summaries = summarizeLoads([
      sample('shop-10', 'islands', 1, { tbt: 100 }), sample('shop-10', 'islands', 2, { tbt: 10 }), sample('shop-10', 'islands', 3, { tbt: 40 }),
      sample('shop-10', 'off', 1, { tbt: 7 }),
    ]);
    expect(summaries).toHaveLength(2);
    expect(summaries.find((s) => s.variant === 'islands')).toMatchObject({ runs: 3, tbt: 40, reactAfterFcp: true });
    expect(summaries.find((s) => s.variant === 'off')).toMatchObject({ runs: 1, tbt: 7, reactAfterFcp: null });
  });

  it('keeps the worst run of CLS, because one shift breaks a budget of 0', () => {
    const [summary] = summarizeLoads([sample('cart', 'islands', 1), sample('cart', 'islands', 2, { cls: 0.01, shiftSources: ['th.product-name'] }), sample('cart', 'islands', 3)]);
    expect(summary).toMatchObject({ cls: 0, clsMax: 0.01, shiftSources: ['th.product-name'] });
  });
});

describe('budgets', () => {
  const verdicts = (summaries: LoadSummary[], scenarios: ScenarioSample[] = []) =>
    Object.fromEntries(evaluateBudgets(sizes, summaries, scenarios).map((budget) => [budget.budget, budget]));

  it('passes a loader under 6 KB and island chunks under 10 KB, leaving React out of the chunk budget', () => {
    const results = verdicts([]);
    expect(results['Loader gzipped']?.pass).toBe(true);
    expect(results['Each chunk gzipped (besides React)']).toMatchObject({ pass: true, measured: 'largest carousel-b.js 3.70 KB' });
    const over = evaluateBudgets({ loaderGz: 6_100, chunks: [{ name: 'cart-c.js', gz: 10_500 }] }, [], []);
    expect(over[0]).toMatchObject({ pass: false, note: 'over by 100 B' });
    expect(over[1]).toMatchObject({ pass: false, note: 'cart-c.js over by 500 B' });
  });

  it('fails React requested before first contentful paint', () => {
    const results = verdicts(summarizeLoads([sample('product', 'islands', 1, { reactStart: 200, fcp: 300 })]));
    expect(results['React requested only after first paint']).toMatchObject({ pass: false, note: 'product before FCP' });
  });

  it('counts wc-ajax and the bundle\'s own scripts on a warm visit, naming the endpoints', () => {
    const results = verdicts([], [
      scenario('cart', { jsNetwork: 1 }),
      scenario('shop-10', { wcAjax: 1, wcAjaxEndpoints: ['get_refreshed_fragments'], jsNetwork: 1, jsNetworkBundle: 1 }),
    ]);
    expect(results['Requests with a warm cache (2nd visit)']).toMatchObject({
      pass: false, note: 'shop-10: 1 wc-ajax (get_refreshed_fragments), 1 bundle JS',
    });
    expect(verdicts([], [scenario('cart', { jsNetwork: 1, jsCache: 20 })])['Requests with a warm cache (2nd visit)']?.pass).toBe(true);
  });

  it("compares enhancing 1000 products with 10 on the bundle's own main-thread time, showing the older composite beside it", () => {
    const loads = [
      sample('shop-10', 'islands', 1, { tbt: 100, mountAfterDcl: 400 }), sample('shop-10', 'off', 1, { tbt: 50 }),
      sample('shop-1000', 'islands', 1, { tbt: 900, mountAfterDcl: 800 }), sample('shop-1000', 'off', 1, { tbt: 700 }),
    ];
    // Script CPU comes from profiled loads of its own; their median per page is what is compared.
    const cpu = (large: number) => [
      { page: 'shop-10', variant: 'islands' as const, run: 1, scriptCpu: 90 }, { page: 'shop-10', variant: 'islands' as const, run: 2, scriptCpu: 100 },
      { page: 'shop-10', variant: 'islands' as const, run: 3, scriptCpu: 400 }, { page: 'shop-1000', variant: 'islands' as const, run: 1, scriptCpu: large },
    ];
    const summaries = summarizeLoads(loads, cpu(180));
    expect(enhancementCost(summaries[0], summaries[1])).toBe(450);
    expect(verdicts(summaries)['Enhancing 1000 products vs 10']).toMatchObject({
      pass: false, measured: '180 ms vs 100 ms = 1.80x (extra TBT + mount time after DCL: 1000 ms vs 450 ms)', note: 'over by 0.30x',
    });
    const cheaper = summarizeLoads(loads, cpu(140));
    expect(verdicts(cheaper)['Enhancing 1000 products vs 10']?.pass).toBe(true);
  });

  it('fails any layout shift, naming the elements that moved and the plain page for comparison', () => {
    const results = verdicts(summarizeLoads([
      sample('shop-10', 'islands', 1, { cls: 0.0019, shiftSources: ['p.woocommerce-result-count'] }), sample('shop-10', 'off', 1),
    ]));
    expect(results['Cumulative layout shift (any run)']).toMatchObject({ pass: false });
    expect(results['Cumulative layout shift (any run)']?.note).toContain('moved: p.woocommerce-result-count');
    expect(results['Cumulative layout shift (any run)']?.note).toContain('plain HTML max 0.0000');
  });

  it('does not count a shift from before any island code arrived, and says which baseline shows it too', () => {
    const results = verdicts(summarizeLoads([
      sample('shop-10', 'islands', 1, { cls: 0.0005, clsAfterIslandCode: 0, shiftSources: ['a.button'] }), sample('shop-10', 'islands', 2),
      sample('shop-10', 'legacy', 1, { cls: 0.0005 }), sample('shop-10', 'off', 1),
    ]));
    expect(results['Cumulative layout shift (any run)']).toMatchObject({
      pass: true, measured: 'max 0.0000 (whole load, before island code too: max 0.0005)',
      note: 'not counted: shop-10 shifted before any island code arrived (max 0.0005; jQuery-era libraries max 0.0005, plain HTML max 0.0000; moved: a.button)',
    });
    const after = verdicts(summarizeLoads([sample('shop-10', 'islands', 1, { cls: 0.0005, clsAfterIslandCode: 0.0002 }), sample('shop-10', 'off', 1)]));
    expect(after['Cumulative layout shift (any run)']?.pass).toBe(false);
  });

  it('does not blame the bundle for a shift the plain page has too, but says so', () => {
    const results = verdicts(summarizeLoads([
      sample('cart', 'islands', 1, { cls: 0.004 }), sample('cart', 'off', 1, { cls: 0.007 }),
    ]));
    expect(results['Cumulative layout shift (any run)']?.pass).toBe(true);
    expect(results['Cumulative layout shift (any run)']?.note).toBe('not counted: cart shifts without the bundle too (median 0.0040 vs plain HTML 0.0070)');
  });

  it('blames the bundle for a steady shift even when the plain page shifted once', () => {
    const results = verdicts(summarizeLoads([
      ...[1, 2, 3].map((run) => sample('shop-10', 'islands', run, { cls: 0.0019 })),
      sample('shop-10', 'off', 1, { cls: 0.001 }), sample('shop-10', 'off', 2), sample('shop-10', 'off', 3),
    ]));
    expect(results['Cumulative layout shift (any run)']?.pass).toBe(false);
  });
});

describe('report', () => {
  const input = () => {
    const summaries = summarizeLoads([
      sample('shop-10', 'islands', 1, { tbt: 80 }), sample('shop-10', 'legacy', 1, { tbt: 40 }), sample('shop-10', 'off', 1, { tbt: 20 }),
    ]);
    return {
      meta: { date: '2026-01-01T00:00:00.000Z', runs: 1, cpuThrottling: 4, viewport: '1280×800', browser: '140.0', durationSeconds: 60, pages: ['shop-10'], scenarioRuns: 1 },
      sizes, summaries, scenarios: [scenario('shop-10', { wcAjax: 1, wcAjaxEndpoints: ['get_refreshed_fragments'], jsNetwork: 1, jsNetworkBundle: 1 })],
      budgets: evaluateBudgets(sizes, summaries, []),
    };
  };

  it('puts budgets first, with a verdict on each', () => {
    const markdown = formatReport(input());
    expect(markdown.indexOf('## Budgets')).toBeLessThan(markdown.indexOf('## Headline'));
    expect(markdown).toContain('| Loader gzipped | <= 6.00 KB | 5.76 KB | ✔ pass |  |');
  });

  it('shows each figure beside both baselines with the ratios', () => {
    const markdown = formatReport(input());
    expect(markdown).toContain('### Shop, 10 products (1 run)');
    expect(markdown).toContain('| Total blocking time (4x CPU) | 80 ms | 40 ms | 20 ms | 2.00× | 4.00× |');
    expect(markdown).toContain('| JS gz on critical path (before load) | 5.8 KB | 43.9 KB | 0.0 KB | 0.13× | n/a |');
  });

  it('writes request counts as wc-ajax (endpoints) / JS from network (cached)', () => {
    expect(formatCounts(counts({ wcAjax: 1, wcAjaxEndpoints: ['get_refreshed_fragments'], jsNetwork: 1, jsNetworkBundle: 1, jsCache: 28 })))
      .toBe('1 (get_refreshed_fragments) / 1 (+28 cached)');
    expect(formatCounts(counts({ jsNetwork: 2, jsNetworkBundle: 1 }))).toBe('0 / 2 (1 not the bundle\'s)');
    expect(formatReport(input())).toContain('| Shop, 10 products | wc-islands | 1 (get_refreshed_fragments) / 1 |');
  });

  it('sets the product page beside what a real WooCommerce product page loads, its own scripts included', () => {
    const summaries = summarizeLoads([sample('product', 'islands', 1), sample('product', 'legacy', 1), sample('product', 'off', 1)]);
    const base = input();
    const markdown = formatReport({ ...base, meta: { ...base.meta, pages: ['product'] }, summaries, scenarios: [] });
    expect(markdown).toContain('A real WooCommerce 11 page of this type (fixtures/real-wc/product-drone.scripts.tsv) loads 20 scripts, 79.7 KB gz, '
      + '26.2 KB of it the page\'s own jQuery-era scripts the islands replace (wc-zoom, wc-flexslider, wc-photoswipe, wc-photoswipe-ui-default, wc-single-product)');
    expect(formatReport(base)).not.toContain('A real WooCommerce 11 page');
  });

  it('holds issue #15\'s targets: no React without interaction, few requests, a listing within the jQuery era\'s cost', () => {
    const summaries = summarizeLoads([
      sample('shop-10', 'islands', 1, { jsIdleGz: 30_000, heapBytes: 1_300_000, taskTime: 350, tbt: 0, coldRequests: counts({ jsNetwork: 4, jsNetworkBundle: 4 }) }),
      sample('shop-10', 'legacy', 1, { heapBytes: 1_170_000, taskTime: 400, tbt: 0 }),
      sample('checkout', 'islands', 1, { reactEvaluated: true, tbt: 30, coldRequests: counts({ jsNetwork: 7, jsNetworkBundle: 7 }) }),
      sample('checkout', 'legacy', 1, { tbt: 0 }),
    ]);
    const results = Object.fromEntries(evaluateBudgets(sizes, summaries, []).map((budget) => [budget.budget, budget]));
    expect(results['React never evaluated without interaction']).toMatchObject({ pass: false, note: 'checkout over' });
    expect(results['JS requests on a cold load']).toMatchObject({ pass: false, measured: 'shop-10 4; checkout 7' });
    expect(results['Listing, no interaction: JS gz after idle']).toMatchObject({ pass: true, measured: 'shop-10 30.0 KB vs 43.9 KB = 0.68x' });
    expect(results['Listing, no interaction: JS heap']).toMatchObject({ pass: true });
    expect(results['Listing, no interaction: main-thread task time']).toMatchObject({ pass: true });
    // A zero baseline allows only zero.
    expect(results['Total blocking time']).toMatchObject({ pass: false, note: 'checkout over' });
  });
});

describe('click -> loading at 4x on a page whose own floor is over the budget', () => {
  const loading = (ours: number, floor: number) => Object.fromEntries(evaluateBudgets(sizes, summarizeLoads([
    sample('shop-1000', 'islands', 1, { addToCart: { loading: ours, applied: 400, mode: 'in-place' } }),
    sample('shop-1000', 'off', 1, { addToCart: { loading: floor, applied: null, mode: 'navigation' } }),
  ]), []).map((budget) => [budget.budget, budget]))['Add to cart: click -> "loading" painted (4x CPU)'];

  it('judges the bundle on what it adds to the floor, one frame at most', () => {
    expect(loading(140, 128)).toMatchObject({ pass: true, measured: 'shop-1000 140 ms (plain HTML + one-line handler 128 ms, over 50 ms itself)' });
    expect(loading(150, 128)?.pass).toBe(false);
  });

  it('keeps 50 ms where the plain page paints within it', () => {
    expect(loading(51, 20)?.pass).toBe(false);
    expect(loading(49, 20)?.pass).toBe(true);
  });
});
