import type { Page } from 'playwright-core';
import { waitForMounts } from './inPage.ts';
import { loadAndSettle, newBenchContext, pageUrl, throttledTab, VIEWPORT, type BenchEnv } from './measureLoad.ts';
import { variantPath } from './pages.ts';
import { countRequests, type NetworkRecorder, type RequestCounts } from './networkRecorder.ts';
import type { PageType, Variant } from './pages.ts';

export interface ScenarioSample {
  page: string;
  variant: Variant;
  /** Second visit of the same page in the same tab. */
  warm: RequestCounts;
  /** In this (open) tab, while another tab adds to cart. */
  otherTabLive: RequestCounts;
  /** This tab's next load of the page after the other tab's change. */
  otherTabReload: RequestCounts;
  /** Back to the page from another page. */
  bfcache: RequestCounts & { restored: boolean; notRestoredReasons: string[] };
}

/** Another tab of the same shopper adds a product to the cart, the way the page lets a shopper do it. */
async function addToCartInOtherTab(env: BenchEnv, tab: Page, variant: Variant): Promise<void> {
  const other = await tab.context().newPage();
  try {
    await other.setViewportSize(VIEWPORT);
    await other.goto(env.baseUrl + variantPath('/shop/?per_page=10', variant));
    const button = other.locator('.add_to_cart_button.ajax_add_to_cart').first();
    await button.scrollIntoViewIfNeeded();
    if (variant === 'islands') {
      await other.waitForFunction((element) => (element?.getAttribute('data-island-mounted') ?? '').split(' ').includes('add-to-cart'),
        await button.elementHandle(), { timeout: 10_000 });
      const before = await other.locator('.site-header-cart a.cart-contents .count').first().textContent();
      await button.click();
      await other.waitForFunction((text) => document.querySelector('.site-header-cart a.cart-contents .count')?.textContent !== text, before, { timeout: 15_000 });
      // Let the tab write its storage (the other tab's signal) before it closes.
      await other.waitForTimeout(300);
    } else {
      await Promise.all([other.waitForNavigation({ waitUntil: 'load' }), button.click()]);
    }
  } finally {
    await other.close();
  }
}

async function countOver(network: NetworkRecorder, action: () => Promise<unknown>): Promise<RequestCounts> {
  const mark = network.mark();
  await action();
  await network.settle(700, 8_000);
  return countRequests(network.since(mark));
}

/** Requests on load in the states a returning shopper meets (first run only: the counts are deterministic). */
export async function measureScenarios(env: BenchEnv, page: PageType, variant: Variant): Promise<ScenarioSample> {
  const context = await newBenchContext(env, page);
  try {
    const { tab, network } = await throttledTab(context);
    const url = pageUrl(env, page, variant);
    await loadAndSettle(tab, network, url, env, variant);

    const warm = await countOver(network, () => loadAndSettle(tab, network, url, env, variant));
    const otherTabLive = await countOver(network, () => addToCartInOtherTab(env, tab, variant));
    const otherTabReload = await countOver(network, () => loadAndSettle(tab, network, url, env, variant));

    await tab.goto(`${env.baseUrl}/shop/?per_page=1&islands=off`, { waitUntil: 'load' });
    await network.settle(300, 5_000);
    network.bfcacheNotUsed = [];
    const back = await countOver(network, async () => {
      // A bfcache restore fires pageshow, not load: wait for a complete document either way.
      await tab.goBack({ waitUntil: 'commit' });
      await tab.waitForFunction(() => document.readyState === 'complete', null, { timeout: 30_000 });
      if (variant === 'islands') await tab.evaluate(waitForMounts, { specs: env.specs, timeoutMs: 5_000 });
    });
    // A restored document keeps its probe state and gets one more pageshow, persisted; a reload starts afresh.
    const restored = await tab.evaluate(() => window.__bench?.pageshows.at(-1)?.persisted === true);
    return {
      page: page.id, variant, warm, otherTabLive, otherTabReload,
      bfcache: { ...back, restored, notRestoredReasons: network.bfcacheNotUsed },
    };
  } finally {
    await context.close();
  }
}
