import { describe, expect, it } from 'vitest';
import { parseQuery } from '../parseQuery.ts';
import { hostWithoutWww, parseUrl } from '../parseUrl.ts';

describe('parseQuery (reference s4.1, s4.4)', () => {
  it('counts a key only when written with "="', () => {
    expect(parseQuery('?utm_source').has('utm_source')).toBe(false);
    expect(parseQuery('utm_source=').get('utm_source')).toBe('');
  });

  it('keeps the text between the first and second "=", encoded', () => {
    expect(parseQuery('utm_content=a=b&utm_source=a%20b').get('utm_content')).toBe('a');
    expect(parseQuery('utm_source=a%20b').get('utm_source')).toBe('a%20b');
  });

  it('joins a repeated key with ","', () => {
    expect(parseQuery('utm_source=a&utm_source=b').get('utm_source')).toBe('a,b');
  });
});

describe('parseUrl (reference s4.3, s4.4)', () => {
  it('keeps the path as written, with no query or fragment', () => {
    expect(parseUrl('https://example.com')).toEqual({ host: 'example.com', path: '', query: undefined });
    expect(parseUrl('http://u:p@example.com:8080/a/b.html?x#y')).toEqual({ host: 'example.com', path: '/a/b.html', query: 'x' });
  });

  it('reads app referrers and keeps the host case', () => {
    expect(parseUrl('android-app://com.google.android.gm/').host).toBe('com.google.android.gm');
    expect(parseUrl('https://WWW.GOOGLE.COM/').host).toBe('WWW.GOOGLE.COM');
  });

  it("removes the first 'www.' wherever it is", () => {
    expect(hostWithoutWww('www.shop.test')).toBe('shop.test');
    expect(hostWithoutWww('awww.example.com')).toBe('aexample.com');
  });
});
