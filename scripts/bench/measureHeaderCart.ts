import { afterInteraction, newBenchContext, pageUrl, pointAt, throttledTab, type AfterInteraction, type BenchEnv } from './measureLoad.ts';
import type { PageType, Variant } from './pages.ts';

export interface HeaderCartSample {
  page: string;
  variant: Variant;
  run: number;
  /** The page settled, before the interaction. */
  before: AfterInteraction;
  /** After the shopper first reaches the header cart (hover: Storefront opens the dropdown). */
  after: AfterInteraction;
  /** Pointer over the cart link to the dropdown drawn in the window and painted. */
  openPaint: number | null;
}

/** Time from now to the header dropdown drawn inside the window, then painted (probe-free: runs in the page). */
function watchDropdown(): Promise<number | null> {
  const started = performance.now();
  return new Promise((resolve) => {
    const check = (): void => {
      const widget = document.querySelector('.site-header-cart .widget_shopping_cart');
      if (widget && widget.getBoundingClientRect().left >= 0 && getComputedStyle(widget).display !== 'none') {
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve(performance.now() - started);
          channel.port2.postMessage(null);
        });
        return;
      }
      if (performance.now() - started > 5_000) resolve(null);
      else requestAnimationFrame(check);
    };
    check();
  });
}

/**
 * The first header-cart open on a page with one item in the cart (issue #15): what it costs in bytes,
 * heap and task time beside the page before it, and how long until the dropdown is painted.
 */
export async function measureHeaderCart(env: BenchEnv, page: PageType, variant: Variant, run: number): Promise<HeaderCartSample | null> {
  const context = await newBenchContext(env, { ...page, cartItems: true });
  try {
    const { tab, session, network } = await throttledTab(context);
    await tab.goto(pageUrl(env, page, variant), { waitUntil: 'load', timeout: 60_000 });
    const link = tab.locator('.site-header-cart a.cart-contents');
    if ((await link.count()) === 0) return null;
    const before = await afterInteraction(tab, session, network, env, Number.POSITIVE_INFINITY, variant);
    const since = await tab.evaluate(() => performance.now());
    const painted = tab.evaluate(watchDropdown);
    // Raw pointer input, as for clicks (measureLoad.ts shopperClick): Playwright's hover() runs its own
    // hit-target checks in the page first.
    await pointAt(tab, link);
    const openPaint = await painted;
    const after = await afterInteraction(tab, session, network, env, since, variant);
    return { page: page.id, variant, run, before, after: { ...after, nextPaint: openPaint }, openPaint };
  } finally {
    await context.close();
  }
}
