import type { Browser, BrowserContext, CDPSession, Locator, Page } from 'playwright-core';
import type { IslandMountSpec } from './islandDefinitions.ts';
import { readFigures, scrollThrough, waitForMounts, watchAddToCart, watchCarousel, type MountResult } from './inPage.ts';
import { countRequests, NetworkRecorder, type RequestCounts } from './networkRecorder.ts';
import type { PageType, Variant } from './pages.ts';
import { variantPath } from './pages.ts';
import { installProbe } from './probe.ts';
import { scriptName, type ScriptBytes } from './scriptBytes.ts';
import { cumulativeLayoutShift, totalBlockingTime } from './stats.ts';

export const CPU_THROTTLING = 4;
/** Between the pointer arriving on a button and the press: a quick shopper's pause (hover styles painted). */
const POINTER_REST_MS = 100;
export const VIEWPORT = { width: 1280, height: 800 };

export interface BenchEnv {
  browser: Browser;
  baseUrl: string;
  productSlug: string;
  productId: string;
  specs: IslandMountSpec[];
  bytes: ScriptBytes;
}

export interface ScriptFigure {
  name: string;
  gz: number;
  raw: number;
  /** Finished before the load event. */
  critical: boolean;
  /** ms since navigation start when the request started. */
  start: number;
}

/** The page after one interaction (issue #15): what it has fetched, holds and ran, and that input's next paint. */
export interface AfterInteraction {
  /** JS fetched since navigation, gzipped. */
  jsGz: number;
  heapBytes: number | null;
  /** Main-thread task time since navigation (CDP TaskDuration). */
  taskTime: number | null;
  /** Input to next paint (Event Timing, as INP counts it); 0 when under the API's 16 ms floor. */
  nextPaint: number | null;
  /** React evaluated by now (the bundle only). */
  reactEvaluated: boolean | null;
}

export interface LoadSample {
  page: string;
  variant: Variant;
  run: number;
  fcp: number | null;
  loadEvent: number;
  tbt: number | null;
  longTasks: number;
  longestTask: number;
  cls: number;
  /**
   * CLS of the shifts from the moment the first island chunk arrived: before it the bundle has no code
   * that writes to the page (the loader only listens), so earlier shifts are the browser painting a
   * partly parsed page, which the jQuery-era page does too.
   */
  clsAfterIslandCode: number;
  /** Elements that moved (layout-shift sources), for explaining a CLS above 0. */
  shiftSources: string[];
  heapBytes: number | null;
  /** Main-thread task time from navigation until idle (CDP TaskDuration: every task, not only long ones). */
  taskTime: number | null;
  /** Whether React was evaluated by idle with no interaction (the bundle only; issue #15). */
  reactEvaluated: boolean | null;
  jsCriticalGz: number;
  jsIdleGz: number;
  scripts: ScriptFigure[];
  /** Requests from navigation until islands mounted and the network is quiet (cold cache). */
  coldRequests: RequestCounts;
  mount: MountResult | null;
  /** Enhancement time: all above-the-fold islands mounted, after DOMContentLoaded. */
  mountAfterDcl: number | null;
  /** React chunk request start, and whether it came after first contentful paint. */
  reactStart: number | null;
  addToCart: { loading: number | null; applied: number | null; mode: 'in-place' | 'navigation' } | null;
  carouselImage: number | null;
  /** After the first add to cart (in place), on pages with loop buttons. */
  afterAddToCart: AfterInteraction | null;
}

export function pageUrl(env: BenchEnv, page: PageType, variant: Variant): string {
  return env.baseUrl + variantPath(page.path.replace('{product}', env.productSlug), variant);
}

/** A bundle chunk other than the loader's own files: island code. */
const ISLAND_CODE = /\/chunks\/(?!loader-)[^/]+\.js(\?|$)/;

/** When the first island chunk had arrived (ms since navigation); Infinity when none did. */
export function islandCodeAt(scripts: readonly { url: string; end: number }[]): number {
  return Math.min(Infinity, ...scripts.filter((script) => ISLAND_CODE.test(script.url)).map((script) => script.end));
}

/** A fresh context (cold cache) with the probe; one cart item when the page needs it. */
export async function newBenchContext(env: BenchEnv, page: PageType): Promise<BrowserContext> {
  const context = await env.browser.newContext({ viewport: VIEWPORT });
  // tsx (esbuild keepNames) wraps named functions in __name(); functions serialised into the page need it.
  await context.addInitScript({ content: 'globalThis.__name ??= (target) => target;' });
  await context.addInitScript(installProbe);
  if (page.cartItems) {
    const response = await context.request.post(`${env.baseUrl}/?wc-ajax=add_to_cart`, {
      form: { product_id: env.productId, quantity: '1' },
    });
    if (!response.ok()) throw new Error(`could not fill the cart: ${response.status()}`);
  }
  return context;
}

/** A tab driven over CDP: network recorded, CPU throttled 4x. */
export async function throttledTab(context: BrowserContext): Promise<{ tab: Page; session: CDPSession; network: NetworkRecorder }> {
  const tab = await context.newPage();
  const session = await context.newCDPSession(tab);
  const network = await NetworkRecorder.attach(session);
  await session.send('Performance.enable');
  await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });
  return { tab, session, network };
}

export async function heapUsed(session: CDPSession): Promise<number | null> {
  await session.send('HeapProfiler.collectGarbage');
  const { metrics } = await session.send('Performance.getMetrics');
  return metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? null;
}

/** Main-thread task time since the page's renderer started, in ms. */
export async function taskTime(session: CDPSession): Promise<number | null> {
  const { metrics } = await session.send('Performance.getMetrics');
  const seconds = metrics.find((metric) => metric.name === 'TaskDuration')?.value;
  return seconds === undefined ? null : seconds * 1000;
}

/** Set by the bundle's renderLayer.tsx when React's views are evaluated (src/island-kit/renderLayer.tsx). */
export const REACT_EVALUATED_MARK = 'wc-islands:react-evaluated';

export function reactEvaluatedIn(tab: Page): Promise<boolean> {
  return tab.evaluate((mark) => performance.getEntriesByName(mark).length > 0, REACT_EVALUATED_MARK);
}

/** What the page holds after an interaction that started at `since` (ms since navigation). */
export async function afterInteraction(tab: Page, session: CDPSession, network: NetworkRecorder, env: BenchEnv, since: number, variant: Variant): Promise<AfterInteraction> {
  await network.settle(400, 8_000);
  const figures = await tab.evaluate(readFigures);
  let jsGz = 0;
  for (const script of figures.scripts) jsGz += (await env.bytes.size(script.url)).gz;
  const inputs = await tab.evaluate((from) => (window.__bench?.inputs ?? []).filter((entry) => entry.start >= from - 1), since);
  return {
    jsGz,
    heapBytes: await heapUsed(session),
    taskTime: await taskTime(session),
    nextPaint: inputs.length === 0 ? 0 : Math.max(...inputs.map((entry) => entry.duration)),
    reactEvaluated: variant === 'islands' ? await reactEvaluatedIn(tab) : null,
  };
}

/** Loads a page and waits until its islands are mounted (bundle variant) and the network is quiet. */
export async function loadAndSettle(tab: Page, network: NetworkRecorder, url: string, env: BenchEnv, variant: Variant): Promise<MountResult | null> {
  await tab.goto(url, { waitUntil: 'load', timeout: 60_000 });
  const mount = variant === 'islands' ? await tab.evaluate(waitForMounts, { specs: env.specs, timeoutMs: 10_000 }) : null;
  await network.settle(400, 8_000);
  return mount;
}

/**
 * A shopper's click through the DevTools protocol's raw input: the pointer arrives, rests a moment,
 * then presses. Playwright's `click()` would first query the page and install hit-target listeners
 * of its own: on 1000 products those took over 200 ms of the main thread (elementsFromPoint and a
 * selector walk) right before the click, and were measured as the page's input delay.
 */
export async function shopperClick(tab: Page, target: Locator): Promise<void> {
  await pointAt(tab, target);
  await tab.waitForTimeout(POINTER_REST_MS);
  await tab.mouse.down();
  await tab.mouse.up();
}

/**
 * Moves the pointer onto the target's centre, scrolled to the middle of the window first (a fixed
 * store notice covers the bottom), and checks nothing else is on top of it there.
 */
export async function pointAt(tab: Page, target: Locator): Promise<void> {
  await target.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const box = await target.boundingBox();
  if (box === null) throw new Error('the pointer target has no box');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const hit = await target.evaluate((element, point) => {
    const top = document.elementFromPoint(point.x, point.y);
    return top !== null && (element === top || element.contains(top)) ? null : top?.outerHTML.slice(0, 80) ?? 'nothing';
  }, { x, y });
  if (hit !== null) throw new Error(`the pointer target is covered by ${hit}`);
  await tab.mouse.move(x, y);
}

async function measureAddToCartInPlace(tab: Page): Promise<LoadSample['addToCart']> {
  const button = tab.locator('.add_to_cart_button.ajax_add_to_cart').first();
  await button.scrollIntoViewIfNeeded();
  await tab.waitForFunction((element) => (element?.getAttribute('data-island-mounted') ?? '').split(' ').includes('add-to-cart'),
    await button.elementHandle(), { timeout: 10_000 });
  await button.evaluate(watchAddToCart);
  await shopperClick(tab, button);
  await tab.waitForFunction(() => (window as unknown as { __benchAddToCart: { countAt: number | null } }).__benchAddToCart.countAt !== null, null, { timeout: 15_000 });
  return tab.evaluate(() => {
    const result = (window as unknown as { __benchAddToCart: { loadingAt: number | null; countAt: number | null } }).__benchAddToCart;
    const click = (window.__bench?.lastClickEpoch ?? 0) - performance.timeOrigin;
    return {
      loading: result.loadingAt === null ? null : result.loadingAt - click,
      applied: result.countAt === null ? null : result.countAt - click,
      mode: 'in-place' as const,
    };
  });
}

/**
 * The page's own floor for click -> 'loading' painted: a one-line handler that only adds the class
 * (and keeps the link from navigating), on the plain page. Hit testing and painting a page of 1000
 * products take time whoever changes the class; this shows how much of the bundle's figure is that.
 */
async function measureLoadingFloor(tab: Page, button: Locator): Promise<number | null> {
  await button.evaluate((element) => {
    element.addEventListener('click', (event) => {
      event.preventDefault();
      element.classList.add('loading');
    }, { once: true });
  });
  const { loading } = await clickAndTimeLoading(tab, button);
  await button.evaluate((element) => element.classList.remove('loading'));
  return loading;
}

/**
 * A shopper's click on `button`, timed from the click event: to the frame after 'loading' appeared
 * (`loading`) and to the moment the main thread started the frame that paints it (`frame`).
 */
export async function clickAndTimeLoading(tab: Page, button: Locator): Promise<{ loading: number; frame: number | null }> {
  await button.evaluate(watchAddToCart);
  await shopperClick(tab, button);
  await tab.waitForFunction(() => (window as unknown as { __benchAddToCart: { loadingAt: number | null } }).__benchAddToCart.loadingAt !== null,
    null, { timeout: 15_000 });
  return tab.evaluate(() => {
    const result = (window as unknown as { __benchAddToCart: { loadingAt: number; loadingFrameAt: number | null } }).__benchAddToCart;
    const click = (window.__bench?.lastClickEpoch ?? 0) - performance.timeOrigin;
    return { loading: result.loadingAt - click, frame: result.loadingFrameAt === null ? null : result.loadingFrameAt - click };
  });
}

/** Without the bundle the link is a navigation: the answer shows at the next page's first contentful paint. */
async function measureAddToCartNavigation(tab: Page, variant: Variant): Promise<LoadSample['addToCart']> {
  const button = tab.locator('.add_to_cart_button.ajax_add_to_cart').first();
  // On the plain page, first the floor of a class change ('loading' column of the plain HTML variant).
  const loading = variant === 'off' ? await measureLoadingFloor(tab, button) : null;
  await button.scrollIntoViewIfNeeded();
  await Promise.all([tab.waitForNavigation({ waitUntil: 'load', timeout: 30_000 }), shopperClick(tab, button)]);
  await tab.waitForFunction(() => window.__bench?.fcp !== null, null, { timeout: 10_000 });
  return tab.evaluate(() => {
    const probe = window.__bench;
    const applied = probe?.fcp == null || probe.lastClickEpoch === null ? null : performance.timeOrigin + probe.fcp - probe.lastClickEpoch;
    return { applied, mode: 'navigation' as const };
  }).then((result) => ({ ...result, loading }));
}

async function measureCarousel(tab: Page): Promise<number | null> {
  const ready = await tab.waitForFunction(
    () => (document.querySelector('[data-carousel-extra]')?.getAttribute('data-island-mounted') ?? '').split(' ').includes('carousel'),
    null, { timeout: 10_000 },
  ).then(() => true, () => false);
  if (!ready) return null;
  const image = tab.locator('[data-carousel-extra] img[data-attachment-id]').first();
  await image.scrollIntoViewIfNeeded();
  await tab.evaluate(watchCarousel);
  await shopperClick(tab, image);
  const shown = await tab.waitForFunction(() => (window as unknown as { __benchCarousel: { imageAt: number | null } }).__benchCarousel.imageAt !== null,
    null, { timeout: 15_000 }).then(() => true, () => false);
  if (!shown) return null;
  return tab.evaluate(() => {
    const at = (window as unknown as { __benchCarousel: { imageAt: number } }).__benchCarousel.imageAt;
    return at - ((window.__bench?.lastClickEpoch ?? 0) - performance.timeOrigin);
  });
}

/** One cold load of one page in one variant: every per-load figure of the report. */
export async function measureLoad(env: BenchEnv, page: PageType, variant: Variant, run: number): Promise<LoadSample> {
  const context = await newBenchContext(env, page);
  try {
    const { tab, session, network } = await throttledTab(context);
    const url = pageUrl(env, page, variant);
    const mark = network.mark();
    // No profiler here: it slows the script it samples (script CPU has loads of its own, measureScriptCpu.ts).
    const mount = await loadAndSettle(tab, network, url, env, variant);
    const coldRequests = countRequests(network.since(mark));
    const settled = await tab.evaluate(readFigures);

    await tab.evaluate(scrollThrough, { maxSteps: 8 });
    await network.settle(600, 8_000);
    const idle = await tab.evaluate(readFigures);
    const heapBytes = await heapUsed(session);
    const idleTaskTime = await taskTime(session);
    const reactEvaluated = variant === 'islands' ? await reactEvaluatedIn(tab) : null;

    const scripts: ScriptFigure[] = [];
    for (const script of idle.scripts) {
      const size = await env.bytes.size(script.url);
      scripts.push({ name: scriptName(script.url), ...size, critical: script.end <= idle.loadEvent, start: script.start });
    }
    const react = scripts.find((script) => /^chunks\/react-/.test(script.name));
    const longTasks = settled.longTasks;

    const clickedAt = await tab.evaluate(() => performance.now());
    const addToCart = page.addToCart
      ? await (variant === 'islands' ? measureAddToCartInPlace(tab) : measureAddToCartNavigation(tab, variant)).catch((error: unknown) => {
        console.warn(`  add to cart not measured on ${page.id}/${variant}: ${String(error).split('\n')[0]}`);
        return null;
      })
      : null;
    // Without the bundle the add is a navigation: the figures would be another page's.
    // Without the bundle the add is a navigation: its figures are the next page's, and its next paint
    // is that page's first contentful paint.
    const afterAddToCart = addToCart === null ? null : await afterInteraction(tab, session, network, env, clickedAt, variant)
      .then((after) => (addToCart.mode === 'navigation' ? { ...after, nextPaint: addToCart.applied } : after));
    const carouselImage = page.carousel && variant === 'islands' ? await measureCarousel(tab) : null;

    return {
      page: page.id, variant, run,
      fcp: settled.fcp,
      loadEvent: settled.loadEvent,
      tbt: settled.fcp === null ? null : totalBlockingTime(longTasks, settled.fcp, settled.now),
      longTasks: longTasks.length,
      longestTask: Math.max(0, ...longTasks.map((task) => task.duration)),
      cls: cumulativeLayoutShift(idle.shifts),
      clsAfterIslandCode: cumulativeLayoutShift(idle.shifts.filter((shift) => shift.start >= islandCodeAt(idle.scripts))),
      shiftSources: [...new Set(idle.shifts.flatMap((shift) => shift.sources))],
      heapBytes,
      taskTime: idleTaskTime,
      reactEvaluated,
      jsCriticalGz: scripts.filter((script) => script.critical).reduce((sum, script) => sum + script.gz, 0),
      jsIdleGz: scripts.reduce((sum, script) => sum + script.gz, 0),
      scripts,
      coldRequests,
      mount,
      mountAfterDcl: mount?.allMountedAt == null ? null : Math.max(0, mount.allMountedAt - settled.domContentLoaded),
      reactStart: react?.start ?? null,
      addToCart,
      carouselImage,
      afterAddToCart,
    };
  } finally {
    await context.close();
  }
}
