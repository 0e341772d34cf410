import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { definition } from '../definition.ts';

const capture = (name: string) => readFileSync(resolve(import.meta.dirname, `../../../../fixtures/real-wc/${name}`), 'utf8');
/**
 * The page's head and body markup with its localized data blocks (`*-js-extra`, in the head on a store without the
 * plugin) and no other script or stylesheet (happy-dom would fetch them): the loader scans the whole document.
 */
const page = (html: string) => (/<html[^>]*>([\s\S]*)<\/html>/.exec(html)?.[1] ?? '')
  .replace(/<script(?![^>]*-js-extra")[^>]*>[\s\S]*?<\/script>/g, '').replace(/<link\b[^>]*>|<style[\s\S]*?<\/style>/g, '');
const mountPoints = () => [...document.querySelectorAll(definition.selector)].map((found) => found.id || found.className);

afterEach(() => {
  document.body.innerHTML = '';
});

describe('cart-fragments mount points (contract s2.6)', () => {
  it('finds the captured classic cart and checkout pages, where WooCommerce prints cart-fragments.js and no cart widget', () => {
    for (const name of ['cart-classic.html', 'checkout-classic.html']) {
      document.body.innerHTML = page(capture(name));
      expect(mountPoints(), name).toEqual(['wc-cart-fragments-js-extra']);
    }
  });

  it('finds the cart widgets where they print, beside the data block', () => {
    document.body.innerHTML = page(capture('shop.html'));
    expect(new Set(mountPoints())).toEqual(new Set(['wc-cart-fragments-js-extra', 'widget_shopping_cart_content']));
  });

  it('finds nothing on a page where cart-fragments.js was not enqueued', () => {
    document.body.innerHTML = page(capture('cart-classic.html')).replace(/<script id="wc-cart-fragments-js-extra"[\s\S]*?<\/script>/, '');
    expect(mountPoints()).toEqual([]);
  });
});
