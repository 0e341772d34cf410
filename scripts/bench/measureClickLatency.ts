import type { Locator, Page, Route } from 'playwright-core';
import { clickAndTimeLoading, newBenchContext, pageUrl, REACT_EVALUATED_MARK, type BenchEnv } from './measureLoad.ts';
import type { PageType } from './pages.ts';

/**
 * Issue #15: click -> 'loading' painted <= 16 ms at 1x CPU and <= 50 ms at 4x, before and after the
 * island's chunks arrived. measureLoad covers 'after, 4x' on every page with loop buttons; this covers
 * the other three on one listing.
 */
export interface ClickLatencySample {
  page: string;
  run: number;
  cpu: 1 | 4;
  /** 'held': the chunk holding the add-to-cart island is still downloading when the shopper clicks. */
  chunks: 'held' | 'arrived';
  /** Click event -> the frame after 'loading' appeared has been drawn (after-paint approximation). */
  loading: number | null;
  /**
   * Click event -> the main thread starts the frame that paints 'loading'. At most one frame (16.7 ms
   * at 60 Hz) when the class made the first frame after the click; what that frame then costs to draw
   * (style, layout and paint of the page) is the page's.
   */
  frame: number | null;
}

export const CLICK_LATENCY_CASES: readonly { cpu: 1 | 4; chunks: ClickLatencySample['chunks'] }[] = [
  { cpu: 1, chunks: 'held' }, { cpu: 4, chunks: 'held' }, { cpu: 1, chunks: 'arrived' },
];

/**
 * Clicks per load, each on its own loop button. Where the click lands in the browser's frame cycle
 * moves a single figure by up to a frame; one click per load left a 16 ms budget to chance.
 */
export const CLICKS_PER_LOAD = 3;

/** The lazy chunk that holds the add-to-cart island (site chunk: every page's islands). */
const SITE_CHUNK = /\/chunks\/site-[^/]*\.js(\?|$)/;
/** After an add: its answer applied and the cart's React layer drawn, so the next click meets a quiet page. */
async function settleAfterAdd(tab: Page, button: Locator): Promise<void> {
  await tab.waitForFunction(({ element, mark }) => element !== null && !element.classList.contains('loading') && performance.getEntriesByName(mark).length > 0,
    { element: await button.elementHandle(), mark: REACT_EVALUATED_MARK }, { timeout: 15_000 });
  await tab.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 200))));
}

export async function measureClickLatency(env: BenchEnv, page: PageType, run: number, cpu: 1 | 4, chunks: ClickLatencySample['chunks']): Promise<ClickLatencySample[]> {
  const context = await newBenchContext(env, page);
  let release: () => void = () => undefined;
  try {
    const requested = new Promise<void>((resolveRequested) => {
      if (chunks === 'arrived') return;
      const released = new Promise<void>((resolveReleased) => { release = resolveReleased; });
      void context.route(SITE_CHUNK, async (route: Route) => {
        resolveRequested();
        await released;
        await route.continue().catch(() => undefined);
      });
    });
    const tab = await context.newPage();
    const session = await context.newCDPSession(tab);
    await session.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await tab.goto(pageUrl(env, page, 'islands'), { waitUntil: 'domcontentloaded', timeout: 60_000 });
    const buttons = tab.locator('.add_to_cart_button.ajax_add_to_cart');
    await buttons.first().scrollIntoViewIfNeeded();
    if (chunks === 'held') await requested;
    const samples: ClickLatencySample[] = [];
    for (let index = 0; index < CLICKS_PER_LOAD; index += 1) {
      const button = buttons.nth(index);
      await button.scrollIntoViewIfNeeded();
      if (chunks === 'arrived') {
        await tab.waitForFunction((element) => (element?.getAttribute('data-island-mounted') ?? '').split(' ').includes('add-to-cart'),
          await button.elementHandle(), { timeout: 15_000 });
      }
      // Held: every click lands before the chunk (the loader paints each); released once all are in.
      samples.push({ page: page.id, run, cpu, chunks, ...await clickAndTimeLoading(tab, button) });
      if (chunks === 'arrived') await settleAfterAdd(tab, button);
    }
    return samples;
  } finally {
    release();
    await context.close();
  }
}
