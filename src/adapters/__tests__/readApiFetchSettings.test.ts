import { describe, expect, it } from 'vitest';
import { isIslandConfigError } from '../../core/scanner/isIslandConfigError.ts';
import { readApiFetchSettings } from '../readApiFetchSettings.ts';

const location = { origin: 'https://shop.test' };

describe('readApiFetchSettings', () => {
  it('reads root and nonce from wpApiSettings as WordPress prints it', () => {
    const wpApiSettings = { root: 'https://shop.test/wp-json/', nonce: '0a1b2c3d4e', versionString: 'wp/v2/' };
    expect(readApiFetchSettings({ location, wpApiSettings })).toEqual({ rootURL: 'https://shop.test/wp-json/', nonce: '0a1b2c3d4e' });
  });

  it('falls back to {origin}/wp-json/ and no nonce when the page prints no settings', () => {
    expect(readApiFetchSettings({ location })).toEqual({ rootURL: 'https://shop.test/wp-json/' });
  });

  it('keeps a plain-permalink root and adds the missing slash to a path root', () => {
    expect(readApiFetchSettings({ location, wpApiSettings: { root: 'https://shop.test/index.php?rest_route=/' } }).rootURL)
      .toBe('https://shop.test/index.php?rest_route=/');
    expect(readApiFetchSettings({ location, wpApiSettings: { root: 'https://shop.test/wp-json' } }).rootURL).toBe('https://shop.test/wp-json/');
  });

  it.each([
    ['a relative root', { root: '/wp-json/' }, 'root'],
    ['a non-http root', { root: 'javascript:alert(1)' }, 'root'],
    ['a numeric nonce', { root: 'https://shop.test/wp-json/', nonce: 12 }, 'nonce'],
    ['a string instead of an object', 'https://shop.test/wp-json/', ''],
  ])('throws IslandConfigError naming the key for %s', (_name, wpApiSettings, key) => {
    const error = (() => {
      try {
        readApiFetchSettings({ location, wpApiSettings });
      } catch (caught) {
        return caught;
      }
      return undefined;
    })();
    expect(isIslandConfigError(error)).toBe(true);
    expect(error).toMatchObject({ global: 'wpApiSettings', key });
  });

  it("takes root, nonce and nonce endpoint from the plugin's settings block when wpApiSettings is absent", () => {
    const pluginSettings = {
      disabled: [],
      rest: { root: 'https://shop.test/wp-json/', nonce: 'abc123', nonceEndpoint: 'https://shop.test/wp-admin/admin-ajax.php?action=rest-nonce' },
    };
    expect(readApiFetchSettings({ location, pluginSettings })).toEqual({
      rootURL: 'https://shop.test/wp-json/',
      nonce: 'abc123',
      nonceEndpoint: 'https://shop.test/wp-admin/admin-ajax.php?action=rest-nonce',
    });
  });

  it('reads the nonce and nonce endpoint WordPress leaves on wp.apiFetch when wp-api-fetch is on the page', () => {
    const wp = { apiFetch: { nonceMiddleware: { nonce: 'f00d' }, nonceEndpoint: 'https://shop.test/wp-admin/admin-ajax.php?action=rest-nonce' } };
    expect(readApiFetchSettings({ location, wp, pluginSettings: { rest: { root: 'https://shop.test/?rest_route=/' } } })).toEqual({
      rootURL: 'https://shop.test/?rest_route=/',
      nonce: 'f00d',
      nonceEndpoint: 'https://shop.test/wp-admin/admin-ajax.php?action=rest-nonce',
    });
  });

  it('reads the settings block from the document by default', () => {
    document.body.innerHTML = '<script type="application/json" id="wc-islands-settings">{"disabled":[],"rest":{"root":"https://shop.test/wp-json/","nonce":"n1"}}</script>';
    expect(readApiFetchSettings({ location })).toEqual({ rootURL: 'https://shop.test/wp-json/', nonce: 'n1' });
    document.body.innerHTML = '';
  });

  it('throws IslandConfigError naming the block and key for a malformed plugin root', () => {
    expect(() => readApiFetchSettings({ location, pluginSettings: { rest: { root: '/wp-json/' } } })).toThrow(/wc-islands-settings/);
  });
});
