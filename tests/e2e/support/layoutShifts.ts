import type { Page } from '@playwright/test';

/**
 * From the start of every page this tab loads from now on (an init script), records each layout shift that moved
 * something inside `within` (a selector; every shift when omitted): its value and the moved elements' markup.
 */
export async function watchLayoutShifts(page: Page, within?: string): Promise<void> {
  await page.addInitScript((selector) => {
    const w = window as unknown as { __wcisShifts: string[] };
    w.__wcisShifts = [];
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => {
      const shift = entry as PerformanceEntry & { value: number; sources?: Array<{ node?: Node | null }> };
      const moved = (shift.sources ?? [])
        .map((source) => (source.node instanceof Element ? source.node : source.node?.parentElement))
        .filter((node): node is Element => !!node && (selector === null || node.closest(selector) !== null));
      if (selector === null || moved.length > 0) w.__wcisShifts.push(`${shift.value.toFixed(6)} ${moved.map((node) => node.outerHTML.slice(0, 120)).join(' | ')}`);
    })).observe({ type: 'layout-shift', buffered: true });
  }, within ?? null);
}

/** The shifts watchLayoutShifts recorded on the current page, once the observer's pending callbacks have run. */
export async function layoutShiftsSeen(page: Page): Promise<string[]> {
  return page.evaluate(() => new Promise<string[]>((resolve) => {
    requestAnimationFrame(() => requestAnimationFrame(() => resolve((window as unknown as { __wcisShifts: string[] }).__wcisShifts)));
  }));
}
