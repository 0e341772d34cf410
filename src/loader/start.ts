// The loader proper (the entry, main.ts, imports it). It stays tiny: no React, no island code. It finds mount points,
// decides when each island loads, and publishes window.wcIslands.
import { createEventBus } from '../core/events/index.ts';
import { createIslandScanner } from '../core/scanner/createIslandScanner.ts';
import { yieldToMain } from '../core/scanner/yieldToMain.ts';
import { getPageJQuery } from '../adapters/jquery.ts';
import { capturePageView } from '../adapters/capturePageView.ts';
import { readDisabledIslands } from '../adapters/readDisabledIslands.ts';
import { islandDefinitions } from './islandDefinitions.ts';
import { createLazyApiFetch } from './lazyApiFetch.ts';
import type { WcIslandsApi } from './publicApi.ts';

// A second copy of the script (theme and plugin both adding it, two URLs: two module instances) must
// not mount everything twice. The mark is a registered symbol, not `window.wcIslands`: a post's
// `<a id="wcIslands">` makes that name truthy (the window's named access), and markup cannot set a
// symbol-keyed property.
const LOADER_STARTED = Symbol.for('wc-islands.loader');

function start(): void {
  const page = window as unknown as Record<symbol, unknown>;
  if (page[LOADER_STARTED]) return;
  page[LOADER_STARTED] = true;
  const bus = createEventBus({ getJQuery: getPageJQuery });
  // The WordPress plugin names islands it keeps off on this page (their legacy script stays).
  const disabled = readDisabledIslands();
  const scanner = createIslandScanner({
    definitions: islandDefinitions.filter((definition) => !disabled.includes(definition.name)),
    bus,
    onMounted: (island) => bus.emit('wc-islands:mounted', island),
    onError: (name, element, error) => bus.emit('wc-islands:error', { name, element, error }),
  });
  const api: WcIslandsApi = {
    version: __WC_ISLANDS_VERSION__,
    mounted: scanner.mounted,
    on: bus.on,
    off: bus.off,
    scan: scanner.scan,
    apiFetch: createLazyApiFetch(),
  };
  window.wcIslands = api;
  // Deferred module scripts run in the task that ends parsing, with DOMContentLoaded: scanning there
  // made that task long on product and cart pages (issue #15, blocking time). A click before the
  // scan is either captured by the scan's own listeners or, earlier still, a plain link, as before
  // this script ran: one effect either way.
  // The page view is noted in a task of its own too: the page's first sessionStorage use is a round
  // trip to the browser (10-17 ms at 4x CPU on checkout), still long before the shopper can leave.
  yieldToMain().then(() => {
    capturePageView();
    return yieldToMain();
  }).then(() => scanner.start());
  // Only where a plugin still loads jQuery: fetch WooCommerce's argument lists and bind jQuery's side
  // of the events. jQuery may arrive after this module, so look again once the page has loaded.
  // The import on its own: vite.config.ts's unwrapPreload then drops the preload stand-in around it.
  const importJQueryArgs = () => import('../core/events/jqueryArgs.ts');
  const bridgeJQuery = (): void => {
    if (!getPageJQuery()) return;
    // `(chunk) => chunk.X`, not `({ X }) =>`: Vite turns a destructured dynamic import into an async wrapper.
    void importJQueryArgs().then((chunk) => {
      bus.addCodecs(chunk.JQUERY_CODECS);
      bus.connectJQuery();
    });
  };
  bridgeJQuery();
  window.addEventListener('load', bridgeJQuery, { once: true });
}

start();
