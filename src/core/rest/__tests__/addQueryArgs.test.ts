import { describe, expect, it } from 'vitest';
import { addQueryArgs } from '../addQueryArgs.ts';
import { hasQueryArg } from '../hasQueryArg.ts';

describe('addQueryArgs', () => {
  it('replaces an existing key in place and appends new keys last', () => {
    expect(addQueryArgs('/posts?per_page=-1&status=draft', { per_page: 100, page: 2 })).toBe('/posts?per_page=100&status=draft&page=2');
  });

  it('keeps the fragment at the end', () => {
    expect(addQueryArgs('/wp/v2/posts#frag', { _locale: 'user' })).toBe('/wp/v2/posts?_locale=user#frag');
  });

  it('re-encodes the whole query, as @wordpress/url does', () => {
    expect(addQueryArgs('https://s.test/index.php?rest_route=/wp/v2/posts&_fields=a,b', { _locale: 'user' })).toBe(
      'https://s.test/index.php?rest_route=%2Fwp%2Fv2%2Fposts&_fields=a%2Cb&_locale=user',
    );
  });

  it('leaves the URL alone when there is nothing to add', () => {
    expect(addQueryArgs('/a?b=c+d', {})).toBe('/a?b=c+d');
  });
});

describe('hasQueryArg', () => {
  it('counts a key with an empty value as present', () => {
    expect(hasQueryArg('/a?_locale=', '_locale')).toBe(true);
    expect(hasQueryArg('/a?locale=x#_locale=1', '_locale')).toBe(false);
  });
});
