import { describe, expect, it } from 'vitest';
import { candidateKey, prefilterFor } from '../selectorPrefilter.ts';

const element = (html: string): Element => {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host.querySelector('[data-target]') ?? host.firstElementChild!;
};

/** The prefilter may let through what `matches` turns away, never the reverse. */
function expectAgreesWithMatches(selector: string, html: string): boolean {
  const target = element(html);
  const passes = prefilterFor(selector)(candidateKey(target, 'data-island'));
  if (target.matches(selector)) expect(passes).toBe(true);
  return passes;
}

describe('selector prefilter', () => {
  it("turns away an element without the rightmost compound's class, id or tag", () => {
    expect(expectAgreesWithMatches('.add_to_cart_button.ajax_add_to_cart', '<a class="button add_to_cart_button">x</a>')).toBe(false);
    expect(expectAgreesWithMatches('.add_to_cart_button.ajax_add_to_cart', '<a class="ajax_add_to_cart add_to_cart_button">x</a>')).toBe(true);
    expect(expectAgreesWithMatches('#site-navigation', '<nav id="site-header">x</nav>')).toBe(false);
    expect(expectAgreesWithMatches('input#billing_address_1,input#shipping_address_1', '<input id="shipping_address_1">')).toBe(true);
    expect(expectAgreesWithMatches('input#billing_address_1,input#shipping_address_1', '<select id="shipping_address_1"></select>')).toBe(false);
    expect(expectAgreesWithMatches('wc-order-attribution-inputs', '<wc-order-attribution-inputs></wc-order-attribution-inputs>')).toBe(true);
  });

  it('reads only the rightmost compound: ancestors, attributes and pseudo-classes are left to matches', () => {
    const selector = '.woocommerce form .woocommerce-Input[type="password"], .woocommerce form span > input[type="password"]';
    expect(expectAgreesWithMatches(selector, '<div class="woocommerce"><form><span><input data-target type="password"></span></form></div>')).toBe(true);
    // Passes the prefilter (an input) though `matches` turns it away (no .woocommerce ancestor).
    expect(expectAgreesWithMatches(selector, '<form><span><input data-target type="password"></span></form>')).toBe(true);
    expect(expectAgreesWithMatches(selector, '<div class="woocommerce"><form><span><select data-target></select></span></form></div>')).toBe(false);
    // A class inside :not() is not required.
    expect(expectAgreesWithMatches('form.cart:not(.woocommerce-cart-form)', '<form class="cart">x</form>')).toBe(true);
    expect(expectAgreesWithMatches('a > img[data-attachment-id][class*="wp-image-"]:not([data-carousel-extra] img)',
      '<a><img data-target data-attachment-id="1" class="wp-image-1"></a>')).toBe(true);
    expect(expectAgreesWithMatches('a > img[data-attachment-id][class*="wp-image-"]:not([data-carousel-extra] img)', '<a><span data-target></span></a>')).toBe(false);
  });

  it('lets everything through where it cannot read the selector for sure', () => {
    expect(expectAgreesWithMatches('[data-carousel-extra]', '<div data-carousel-extra="{}">x</div>')).toBe(true);
    expect(expectAgreesWithMatches('[data-carousel-extra]', '<p>x</p>')).toBe(true);
    expect(expectAgreesWithMatches('.a\\:b', '<p class="a:b">x</p>')).toBe(true);
    expect(expectAgreesWithMatches('.a\\:b', '<p class="c">x</p>')).toBe(true);
  });

  it('compares without case, so a quirks-mode page (case-blind classes) is never turned away', () => {
    expect(prefilterFor('.Woocommerce-Store-Notice')(candidateKey(element('<p class="woocommerce-store-notice">x</p>'), 'data-island'))).toBe(true);
  });

  it("reads the islands an element's data-island names, once", () => {
    expect(candidateKey(element('<div data-island=" carousel  newsletter ">x</div>'), 'data-island').named).toEqual(['carousel', 'newsletter']);
  });
});

describe("the islands' own selectors on the captured WooCommerce 11 pages", () => {
  it('never turns away an element that matches: the prefilter only saves `matches` calls', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const { resolve } = await import('node:path');
    const { islandDefinitions } = await import('../../../loader/islandDefinitions.ts');
    const folder = resolve(import.meta.dirname, '../../../../fixtures/real-wc');
    const pages = readdirSync(folder).filter((name) => name.endsWith('.html'));
    let matched = 0;
    let turnedAway = 0;
    for (const name of pages) {
      // The body's markup and classes, without scripts and stylesheets (happy-dom would fetch them).
      const html = readFileSync(resolve(folder, name), 'utf8');
      const body = /<body([^>]*)>([\s\S]*)<\/body>/.exec(html);
      document.body.className = /class="([^"]*)"/.exec(body?.[1] ?? '')?.[1] ?? '';
      document.body.innerHTML = (body?.[2] ?? '').replace(/<script[\s\S]*?<\/script>|<link[^>]*>|<style[\s\S]*?<\/style>/g, '');
      const elements = [document.body, ...document.body.querySelectorAll('*')];
      for (const { selector } of islandDefinitions) {
        const prefilter = prefilterFor(selector);
        for (const candidate of elements) {
          const passes = prefilter(candidateKey(candidate, 'data-island'));
          if (candidate.matches(selector)) {
            matched += 1;
            expect(passes, `${name}: ${selector} on <${candidate.localName} class="${candidate.getAttribute('class')}">`).toBe(true);
          } else if (!passes) turnedAway += 1;
        }
      }
    }
    expect(pages.length).toBeGreaterThan(10);
    expect(matched).toBeGreaterThan(50);
    // Most non-matching elements are turned away in JS: that is the point.
    expect(turnedAway).toBeGreaterThan(matched * 100);
    document.body.className = '';
    document.body.innerHTML = '';
  });
});
