// The one script a theme adds. It stays tiny: no React, no island code. It finds mount points,
// decides when each island loads, and publishes window.wcIslands.
import { createEventBus } from '../core/events/index.ts';
import { createIslandScanner } from '../core/scanner/createIslandScanner.ts';
import { getPageJQuery } from '../adapters/jquery.ts';
import { islandDefinitions } from './islandDefinitions.ts';
import { createLazyApiFetch } from './lazyApiFetch.ts';
import type { WcIslandsApi } from './publicApi.ts';

function start(): void {
  // A second copy of the script (theme and plugin both adding it) must not mount everything twice.
  if (window.wcIslands) return;
  const bus = createEventBus({ target: () => document.body, getJQuery: getPageJQuery });
  const scanner = createIslandScanner({
    definitions: islandDefinitions,
    bus,
    onMounted: ({ name, element }) => bus.emit('wc-islands:mounted', { name, element }),
    onError: (name, element, error) => bus.emit('wc-islands:error', { name, element, error }),
  });
  const api: WcIslandsApi = {
    version: __WC_ISLANDS_VERSION__,
    mounted: scanner.mounted,
    on: bus.on,
    off: bus.off,
    scan: (root = document) => scanner.scan(root),
    apiFetch: createLazyApiFetch(),
  };
  window.wcIslands = api;
  scanner.start();
  // jQuery (if a plugin still loads it) may arrive after this module; bind its events once it has.
  window.addEventListener('load', () => bus.connectJQuery(), { once: true });
}

start();
