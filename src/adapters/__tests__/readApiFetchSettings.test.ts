import { describe, expect, it } from 'vitest';
import { isIslandConfigError } from '../../core/scanner/IslandConfigError.ts';
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
});
