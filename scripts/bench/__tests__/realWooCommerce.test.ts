// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseScriptsTsv, realWooCommerceJs } from '../realWooCommerce.ts';

describe('real WooCommerce page JS (captured scripts.tsv)', () => {
  it('counts every script of the captured product page and the product-page scripts the islands replace', () => {
    const real = realWooCommerceJs('product');
    expect(real).not.toBeNull();
    expect(real?.scripts).toBe(20);
    expect(real?.gz).toBe(79_747);
    // wc-zoom 1212 + wc-flexslider 6239 + wc-photoswipe 12087 + wc-photoswipe-ui-default 3694 + wc-single-product 2954.
    expect(real?.pageScriptsGz).toBe(26_186);
    expect(real?.pageHandles).toEqual(['wc-zoom', 'wc-flexslider', 'wc-photoswipe', 'wc-photoswipe-ui-default', 'wc-single-product']);
  });

  it('reads rows after the header and knows no capture for other page types', () => {
    expect(parseScriptsTsv('src\tgzip9_bytes\traw_bytes\tid\n/a.js\t100\t300\ta-js\n/b.js\t50\t90\tb-js\n')).toEqual([{ id: 'a-js', gz: 100 }, { id: 'b-js', gz: 50 }]);
    expect(realWooCommerceJs('cart', () => { throw new Error('not read'); })).toBeNull();
  });
});
