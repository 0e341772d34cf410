import { describe, expect, it } from 'vitest';
import { safeNavigationUrl } from '../safeNavigationUrl.ts';

const BASE = 'https://shop.test/shop/';

describe('safeNavigationUrl', () => {
  it('resolves relative and absolute http(s) targets against the page', () => {
    expect(safeNavigationUrl('/product/pump/', BASE)).toBe('https://shop.test/product/pump/');
    expect(safeNavigationUrl('?add-to-cart=3', BASE)).toBe('https://shop.test/shop/?add-to-cart=3');
    expect(safeNavigationUrl('HTTP://other.test/x', BASE)).toBe('http://other.test/x');
    expect(safeNavigationUrl('  https://shop.test/cart/\n', BASE)).toBe('https://shop.test/cart/');
  });

  it('lets a protocol-relative link leave for another origin over the page scheme, as a plain link does', () => {
    expect(safeNavigationUrl('//pay.example/checkout', BASE)).toBe('https://pay.example/checkout');
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' \tjava\nscript:alert(1)',
    'jav\tascript:alert(1)',
    'java\rscript:alert(1)',
    '\u0000javascript:alert(1)',
    '\u001fjavascript:alert(1)',
    '\u0001 javascript:alert(1)',
    'javascript://shop.test/%0aalert(1)',
    'data:text/html,<script>1</script>',
    'DATA:text/html;base64,PHNjcmlwdD4xPC9zY3JpcHQ+',
    'vbscript:msgbox(1)',
    'VBScript:msgbox(1)',
    'blob:https://shop.test/1',
    'file:///etc/passwd',
  ])('refuses %j', (target) => {
    expect(safeNavigationUrl(target, BASE)).toBeUndefined();
  });

  it('refuses nothing at all, a value that is not a string and an unparsable URL', () => {
    expect(safeNavigationUrl('', BASE)).toBeUndefined();
    expect(safeNavigationUrl(null, BASE)).toBeUndefined();
    expect(safeNavigationUrl({ toString: () => 'https://shop.test/' }, BASE)).toBeUndefined();
    expect(safeNavigationUrl('http://[bad', BASE)).toBeUndefined();
  });

  it('needs an absolute URL when no base is given', () => {
    expect(safeNavigationUrl('/cart/')).toBeUndefined();
    expect(safeNavigationUrl('https://shop.test/cart/')).toBe('https://shop.test/cart/');
  });
});
