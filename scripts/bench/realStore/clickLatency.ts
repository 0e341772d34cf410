import { readFigures } from '../inPage.ts';
import { CPU_THROTTLING, islandCodeAt, VIEWPORT } from '../measureLoad.ts';
import { installLoadingWatch } from './inPage.ts';
import { modeContext, type RealStoreEnv } from './measure.ts';
import { CLICK_PAGE, REAL_STORE_PAGES } from './pages.ts';
import type { ClickSample, ClickWhen } from './samples.ts';

/**
 * Issue #29: the click during load lands this long after the navigation resolved (the load event), while the
 * bundle's island chunks and React may still be arriving (the loader fetches them at idle, after load).
 */
export const DURING_LOAD_CLICK_MS = 300;

/** How long the click's Event Timing entry may take to reach the probe after 'loading' was seen. */
const EVENT_TIMING_WAIT_MS = 3_000;

/** What the page reports after the click, read once the main thread answers (it may be a new document). */
interface AfterClick {
  origin: number;
  clickEpoch: number | null;
  loadingAt: number | null;
  fcp: number | null;
  navigated: boolean;
  /** Event Timing entries of clicks (the probe's). */
  clicks: { start: number; duration: number; processingStart: number }[];
}

/** Click event -> next paint showing it: 'loading' on the button, or (the link navigated) the next page's first paint. */
export function clickOutcome(after: AfterClick): Pick<ClickSample, 'clickAt' | 'latency' | 'eventTiming' | 'inputDelay' | 'outcome'> {
  const untimed = { eventTiming: null, inputDelay: null };
  if (after.clickEpoch === null) return { clickAt: null, latency: null, ...untimed, outcome: 'none' };
  if (after.navigated) {
    return { clickAt: null, latency: after.fcp === null ? null : after.origin + after.fcp - after.clickEpoch, ...untimed, outcome: after.fcp === null ? 'none' : 'navigation' };
  }
  const clickAt = after.clickEpoch - after.origin;
  const entry = after.clicks.find((click) => Math.abs(click.start - clickAt) < 1);
  const timed = entry === undefined ? untimed : { eventTiming: entry.duration, inputDelay: entry.processingStart - entry.start };
  return after.loadingAt === null ? { clickAt, latency: null, ...timed, outcome: 'none' } : { clickAt, latency: after.loadingAt - clickAt, ...timed, outcome: 'loading' };
}

/**
 * One click on /shop/'s first add-to-cart button at 4x CPU, in a fresh context: 300 ms after the load event (the
 * button scrolled into view first; the click goes as raw input, queued behind whatever the page runs), or once the
 * page is idle (network quiet, and with the plugin the button's island mounted).
 */
export async function measureRealClick(env: RealStoreEnv, mode: ClickSample['mode'], when: ClickWhen, run: number): Promise<ClickSample> {
  const page = REAL_STORE_PAGES.find((p) => p.id === CLICK_PAGE)!;
  const context = await modeContext(env, page, mode);
  await context.addInitScript(installLoadingWatch);
  try {
    const tab = await context.newPage();
    const session = await context.newCDPSession(tab);
    await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });
    const button = tab.locator('.add_to_cart_button.ajax_add_to_cart').first();
    await tab.goto(env.url + page.path, { waitUntil: 'load', timeout: 60_000 });
    const loaded = Date.now();
    if (when === 'after-idle') {
      await tab.waitForLoadState('networkidle');
      if (mode === 'plugin') {
        await tab.waitForFunction((element) => (element?.getAttribute('data-island-mounted') ?? '').split(' ').includes('add-to-cart'),
          await button.elementHandle(), { timeout: 15_000 });
      }
    }
    // Below the fold at 1280x800: the shopper scrolls to it first (the protocol call waits for the main thread too).
    await button.scrollIntoViewIfNeeded();
    const box = await button.boundingBox();
    if (box === null || box.y < 0 || box.y + box.height > VIEWPORT.height) throw new Error(`the first add-to-cart button is not in view (${JSON.stringify(box)})`);
    // The definition of the figure, not a wait for the page: the click lands at 300 ms whatever the page has done.
    const wait = DURING_LOAD_CLICK_MS - (Date.now() - loaded);
    if (when === 'during-load' && wait > 0) await tab.waitForTimeout(wait);
    await tab.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    const read = (): Promise<AfterClick> => tab.evaluate(() => ({
      origin: performance.timeOrigin, clickEpoch: window.__bench?.lastClickEpoch ?? null, loadingAt: window.__benchLoadingAt ?? null,
      fcp: window.__bench?.fcp ?? null, navigated: /[?&]add-to-cart=/.test(location.search),
      clicks: (window.__bench?.inputs ?? []).filter((entry) => entry.name === 'click'),
    }));
    // Whichever the page shows first: 'loading' painted, or the next page's first paint (reads fail while it navigates).
    const deadline = Date.now() + 30_000;
    let after: AfterClick | null = null;
    while (Date.now() < deadline) {
      after = await read().catch(() => null);
      if (after !== null && (after.loadingAt !== null || (after.navigated && after.fcp !== null))) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (after === null) return { mode, when, run, clickAt: null, latency: null, eventTiming: null, inputDelay: null, outcome: 'none', islandCodeBeforeClick: null };
    // The click's Event Timing entry reaches the probe once the browser knows when the frame was presented, often
    // after the watch saw 'loading': read again until it is there (none comes for a click under 16 ms).
    const entryDeadline = Date.now() + EVENT_TIMING_WAIT_MS;
    while (after.loadingAt !== null && clickOutcome(after).eventTiming === null && Date.now() < entryDeadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      after = (await read().catch(() => null)) ?? after;
    }
    const outcome = clickOutcome(after);
    const scripts = await tab.evaluate(readFigures).then((figures) => figures.scripts, () => []);
    const islandCodeBeforeClick = mode === 'plugin' && outcome.clickAt !== null ? islandCodeAt(scripts) <= outcome.clickAt : null;
    return { mode, when, run, ...outcome, islandCodeBeforeClick };
  } finally {
    await context.close();
  }
}
