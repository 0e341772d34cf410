import { describe, expect, it } from 'vitest';
import { httpUrl } from '../httpUrl.ts';

const BASE = 'https://shop.test/shop/';

describe('httpUrl', () => {
  it('resolves relative and absolute http(s) targets', () => {
    expect(httpUrl('/product/pump/', BASE)).toBe('https://shop.test/product/pump/');
    expect(httpUrl('?add-to-cart=3', BASE)).toBe('https://shop.test/shop/?add-to-cart=3');
    expect(httpUrl('HTTP://other.test/x', BASE)).toBe('http://other.test/x');
  });

  it.each(['javascript:alert(1)', 'JavaScript:alert(1)', ' \tjava\nscript:alert(1)', 'jav\tascript:alert(1)', 'data:text/html,<script>1</script>', 'vbscript:x', 'blob:https://shop.test/1'])(
    'refuses %j',
    (target) => {
      expect(httpUrl(target, BASE)).toBeUndefined();
    },
  );

  it('refuses nothing at all and an unparsable URL', () => {
    expect(httpUrl('', BASE)).toBeUndefined();
    expect(httpUrl(null, BASE)).toBeUndefined();
    expect(httpUrl('http://[bad', BASE)).toBeUndefined();
  });
});
