// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseDefinition } from '../islandDefinitions.ts';
import { countRequests, type RecordedRequest } from '../networkRecorder.ts';
import { parseOptions } from '../options.ts';
import { PAGE_TYPES, variantPath } from '../pages.ts';

describe('bench options', () => {
  it('defaults to 5 runs of every page type, built into dist-bench', () => {
    const options = parseOptions([]);
    expect(options.runs).toBe(5);
    expect(options.outDir).toBe('dist-bench');
    expect(options.pages).toEqual(PAGE_TYPES.map((page) => page.id));
  });

  it('reads --runs, --pages, --out-dir and --skip-build', () => {
    const options = parseOptions(['--runs', '5', '--pages', 'shop-10,cart', '--out-dir', 'dist', '--skip-build']);
    expect(options).toMatchObject({ runs: 5, pages: ['shop-10', 'cart'], outDir: 'dist', skipBuild: true });
  });

  it('refuses unknown arguments, unknown pages and a run count below 1', () => {
    expect(() => parseOptions(['--fast'])).toThrow(/Unknown argument --fast/);
    expect(() => parseOptions(['--pages', 'home'])).toThrow(/Unknown page type home/);
    expect(() => parseOptions(['--runs', '0'])).toThrow(/--runs must be an integer >= 1/);
    expect(() => parseOptions(['--runs'])).toThrow(/needs a value/);
  });
});

describe('variant URLs', () => {
  it('adds islands=off, and legacy=1 for the jQuery-era baseline, keeping the query', () => {
    expect(variantPath('/cart/', 'islands')).toBe('/cart/');
    expect(variantPath('/cart/', 'off')).toBe('/cart/?islands=off');
    expect(variantPath('/shop/?per_page=10', 'legacy')).toBe('/shop/?per_page=10&islands=off&legacy=1');
  });
});

describe('island definitions read from source', () => {
  it('finds the name, the selector (quotes inside kept) and the strategy, idle by default', () => {
    const source = `export const definition: IslandDefinition = {
  name: 'password-toggle',
  selector: '.woocommerce form input[type="password"]',
  load: () => import('./index.ts'),
};`;
    expect(parseDefinition(source)).toEqual({ name: 'password-toggle', selector: '.woocommerce form input[type="password"]', when: 'idle' });
    expect(parseDefinition(`${source.replace("load:", "when: 'visible',\n  load:")}`)?.when).toBe('visible');
    expect(parseDefinition('export const x = 1;')).toBeNull();
  });
});

describe('request counts', () => {
  const request = (url: string, fromCache = false, type = 'Script'): RecordedRequest => ({
    id: url, url, type, fromCache, status: 200, encodedBytes: 0, finished: true,
  });

  it('separates wc-ajax calls (with endpoints), scripts from the network and the bundle, and cached scripts', () => {
    const counts = countRequests([
      request('http://s/?wc-ajax=get_refreshed_fragments', false, 'Fetch'),
      request('http://s/wp-content/plugins/wc-islands/dist/wc-islands.js'),
      request('http://s/wp-content/plugins/wc-islands/dist/chunks/react-x.js', true),
      request('http://s/wp-content/plugins/demo/provider.js'),
      request('http://s/wp-json/wc/store/v1/cart', false, 'Fetch'),
      request('http://s/wp-content/uploads/a.svg', false, 'Image'),
    ]);
    expect(counts).toEqual({
      wcAjax: 1, wcAjaxEndpoints: ['get_refreshed_fragments'], jsNetwork: 2, jsNetworkBundle: 1, jsCache: 1, otherApi: 1,
    });
  });
});
