// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseRealStoreOptions, storeUrlFromEnv } from '../options.ts';
import { REAL_STORE_PAGES } from '../pages.ts';

const noFiles = (): null => null;

describe('real-store bench options', () => {
  it('defaults to 3 runs of every page type, with the slow link and the clicks', () => {
    const options = parseRealStoreOptions(['--real-store'], {}, noFiles);
    expect(options).toMatchObject({ runs: 3, slowLink: true, clicks: true, skipBuild: false, skipInstall: false, url: null, storeDir: null });
    expect(options.pages).toEqual(REAL_STORE_PAGES.map((page) => page.id));
  });

  it('reads --runs, --pages, --url, --no-slow-link, --no-clicks, --skip-build and --skip-install', () => {
    const options = parseRealStoreOptions(['--real-store', '--runs', '5', '--pages', 'shop,cart', '--url', 'http://127.0.0.1:8097/', '--no-slow-link', '--no-clicks', '--skip-build', '--skip-install'], {}, noFiles);
    expect(options).toMatchObject({ runs: 5, pages: ['shop', 'cart'], url: 'http://127.0.0.1:8097', slowLink: false, clicks: false, skipBuild: true, skipInstall: true });
  });

  it('reads --heap-snapshot, off by default', () => {
    expect(parseRealStoreOptions(['--real-store'], {}, noFiles).heapSnapshotDir).toBeNull();
    expect(parseRealStoreOptions(['--heap-snapshot', 'bench-results/heap'], {}, noFiles).heapSnapshotDir).toBe('bench-results/heap');
    expect(() => parseRealStoreOptions(['--heap-snapshot'], {}, noFiles)).toThrow(/needs a value/);
  });

  it('refuses unknown arguments, unknown pages and a run count below 1', () => {
    expect(() => parseRealStoreOptions(['--fast'], {}, noFiles)).toThrow(/Unknown argument --fast/);
    expect(() => parseRealStoreOptions(['--pages', 'home'], {}, noFiles)).toThrow(/Unknown page type home/);
    expect(() => parseRealStoreOptions(['--runs', '0'], {}, noFiles)).toThrow(/--runs must be an integer >= 1/);
    expect(() => parseRealStoreOptions(['--url'], {}, noFiles)).toThrow(/needs a value/);
  });
});

describe('the store to measure', () => {
  it('is REALSTORE_URL when set, without a trailing slash', () => {
    expect(storeUrlFromEnv({ REALSTORE_URL: 'http://127.0.0.1:8097/', REALSTORE_DIR: '/tmp/x' }, noFiles)).toBe('http://127.0.0.1:8097');
  });

  it('else comes from the port file of REALSTORE_DIR, as up.sh writes it', () => {
    expect(storeUrlFromEnv({ REALSTORE_DIR: '/tmp/store' }, (file) => (file === '/tmp/store/port' ? '8097\n' : null))).toBe('http://127.0.0.1:8097');
  });

  it('is null with neither, or a directory without a port file (the bench then skips, saying why)', () => {
    expect(storeUrlFromEnv({}, noFiles)).toBeNull();
    expect(storeUrlFromEnv({ REALSTORE_DIR: '/tmp/none' }, noFiles)).toBeNull();
  });
});
