import { describe, expect, it } from 'vitest';
import { encodeCookieText, toBase64Cookie } from '../cookieCodec.ts';
import { formatContainer, parseContainer } from '../containerText.ts';

describe('formatContainer bounds', () => {
  it('leaves ordinary containers as sourcebuster wrote them', () => {
    expect(formatContainer({ typ: 'utm', src: 'a', mdm: 'cpc' })).toBe('typ=utm|||src=a|||mdm=cpc');
  });

  it('cuts a 5,000-character utm_content so the cookie stays under 4 KB, keeping source, medium and campaign', () => {
    const text = formatContainer({ typ: 'utm', src: 'a', mdm: 'cpc', cmp: 'b', cnt: 'x'.repeat(5000), trm: '(none)' });
    expect(toBase64Cookie(encodeCookieText(text)).length + 'sbjs_current'.length).toBeLessThan(4096);
    expect(parseContainer(text)).toMatchObject({ typ: 'utm', src: 'a', mdm: 'cpc', cmp: 'b', trm: '(none)' });
    expect(parseContainer(text)['cnt']?.length).toBeGreaterThan(1000);
  });

  it('never splits an escape or a character when cutting encoded and non-Latin values', () => {
    const text = formatContainer({ ep: `https://shop.test/?utm_content=${'%E2%9C%93😀é'.repeat(900)}` });
    expect(encodeCookieText(text).length).toBeLessThanOrEqual(3000);
    expect(() => decodeURIComponent(text.replace(/%(?![0-9A-F]{2})/gi, ''))).not.toThrow();
    expect(text).not.toMatch(/%[0-9A-F]?$/i);
  });
});
