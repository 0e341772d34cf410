import { describe, expect, it } from 'vitest';
import { decodeCookieText, encodeCookieText, fromBase64Cookie, toBase64Cookie } from '../cookieCodec.ts';
import { formatContainer, parseContainer } from '../containerText.ts';

describe('cookie text encoding (reference s3.3)', () => {
  it("escapes ! ~ * ' ( ) on top of encodeURIComponent", () => {
    expect(encodeCookieText("typ=typein|||src=(direct)!~*'")).toBe('typ%3Dtypein%7C%7C%7Csrc%3D%28direct%29%21%7E%2A%27');
  });

  it('falls back to unescape, then keeps malformed escapes as text', () => {
    expect(decodeCookieText('a%20b')).toBe('a b');
    expect(decodeCookieText('50%off')).toBe('50%off');
    expect(decodeCookieText('%E9t%E9')).toBe('été');
  });

  it('writes base64 without padding and reads it back, leaving plain values alone', () => {
    expect(toBase64Cookie('1418474375998%3D1')).toBe('MTQxODQ3NDM3NTk5OCUzRDE');
    expect(fromBase64Cookie('MTQxODQ3NDM3NTk5OCUzRDE')).toBe('1418474375998%3D1');
    expect(fromBase64Cookie('typ%3Dtypein')).toBe('typ%3Dtypein');
  });
});

describe('container text (reference s3.2, s3.4)', () => {
  it('joins pairs with ||| and parses them back', () => {
    const text = formatContainer({ pgs: 2, cpg: 'https://www.shop.test/?a=b' });
    expect(text).toBe('pgs=2|||cpg=https://www.shop.test/?a=b');
    expect(parseContainer(text)).toEqual({ pgs: '2', cpg: 'https://www.shop.test/?a=b' });
  });

  it('decodes values a second time, keeping + as +', () => {
    expect(parseContainer('src=a%20b|||cmp=c+d')).toEqual({ src: 'a b', cmp: 'c+d' });
  });

  it('keeps a crafted __proto__ key as plain data', () => {
    const parsed = parseContainer('__proto__=x|||typ=utm');
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
    expect(parsed.typ).toBe('utm');
  });
});
