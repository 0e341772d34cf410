// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cumulativeLayoutShift, median, ratio, totalBlockingTime } from '../stats.ts';
import { scriptCpuTime } from '../scriptCpu.ts';

describe('median', () => {
  it('takes the middle run, or the mean of the two middle runs', () => {
    expect(median([30, 10, 20])).toBe(20);
    expect(median([40, 10, 30, 20])).toBe(25);
  });

  it('ignores runs where the figure was not measured, and is null when none was', () => {
    expect(median([null, 5, undefined, 7, 100])).toBe(7);
    expect(median([null, undefined])).toBeNull();
    expect(median([])).toBeNull();
  });
});

describe('total blocking time', () => {
  it('sums what each long task runs beyond 50 ms', () => {
    expect(totalBlockingTime([{ start: 100, duration: 120 }, { start: 400, duration: 60 }, { start: 600, duration: 40 }], 0)).toBe(80);
  });

  it('counts a task that straddles first contentful paint only from FCP on', () => {
    // 300 ms task starting 100 ms before FCP: 200 ms after FCP, 150 ms blocking.
    expect(totalBlockingTime([{ start: 900, duration: 300 }], 1000)).toBe(150);
    expect(totalBlockingTime([{ start: 100, duration: 300 }], 1000)).toBe(0);
  });

  it('stops at the end of the measured span', () => {
    expect(totalBlockingTime([{ start: 1000, duration: 200 }], 0, 1100)).toBe(50);
  });
});

describe('cumulative layout shift', () => {
  it('is 0 without shifts', () => {
    expect(cumulativeLayoutShift([])).toBe(0);
  });

  it('takes the largest session window, not the sum over the page', () => {
    const shifts = [
      { start: 100, value: 0.1 }, { start: 600, value: 0.05 }, // one window: 0.15
      { start: 3000, value: 0.2 }, // a new window after a 1 s gap
    ];
    expect(cumulativeLayoutShift(shifts)).toBeCloseTo(0.2);
  });

  it('closes a window after 5 s even when shifts keep coming', () => {
    const shifts = Array.from({ length: 12 }, (_, index) => ({ start: index * 900, value: 0.01 }));
    expect(cumulativeLayoutShift(shifts)).toBeCloseTo(0.06);
  });
});

describe('ratio', () => {
  it('divides, and is null for a missing figure or a zero baseline', () => {
    expect(ratio(5, 10)).toBe(0.5);
    expect(ratio(null, 10)).toBeNull();
    expect(ratio(5, 0)).toBeNull();
  });
});

describe('script CPU time', () => {
  it('counts samples whose stack holds a script file, including the DOM calls it makes', () => {
    const profile = {
      nodes: [
        { id: 1, callFrame: { url: '' }, children: [2, 4] },
        { id: 2, callFrame: { url: 'http://x/wp-content/plugins/wc-islands/dist/wc-islands.js' }, children: [3] },
        { id: 3, callFrame: { url: '' } }, // querySelectorAll called by the loader
        { id: 4, callFrame: { url: '' } }, // (program): the browser's own work
      ],
      samples: [2, 3, 4, 4],
      timeDeltas: [0, 1000, 2000, 4000, 8000],
    };
    // Sample i lasts until the next one: 1 ms + 2 ms in script, 4 ms + 8 ms not.
    expect(scriptCpuTime(profile)).toBe(3);
  });
});

describe('island code arrival', () => {
  it('is when the first chunk other than the loader finished downloading', async () => {
    const { islandCodeAt } = await import('../measureLoad.ts');
    const base = 'http://127.0.0.1/wp-content/plugins/wc-islands/dist';
    expect(islandCodeAt([
      { url: `${base}/wc-islands.js?ver=1`, end: 100 }, { url: `${base}/chunks/loader-a1.js`, end: 120 },
      { url: `${base}/chunks/site-b2.js`, end: 400 }, { url: `${base}/chunks/react-c3.js`, end: 300 },
    ])).toBe(300);
    expect(islandCodeAt([{ url: `${base}/chunks/loader-a1.js`, end: 120 }])).toBe(Infinity);
  });
});
