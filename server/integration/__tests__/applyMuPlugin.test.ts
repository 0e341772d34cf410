// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readIslandHandles } from '../../../scripts/plugin/islandHandles.ts';
import { applyMuPlugin, REPLACED_HANDLES, WOOCOMMERCE_JS_ISLANDS } from '../applyMuPlugin.ts';

const capture = (name: string): string => readFileSync(new URL(`../../../fixtures/real-wc/${name}.html`, import.meta.url), 'utf8');
const shop = capture('shop');
const MODULE = '/wp-content/plugins/wc-islands/dist/wc-islands.js';
const settingsOf = (page: string): unknown => JSON.parse(/id="wc-islands-settings">([^<]*)</.exec(page)?.[1] ?? 'null');

describe('applyMuPlugin (the plugin, applied to real WooCommerce pages)', () => {
  const page = applyMuPlugin(shop, MODULE);

  it('replaces exactly the handles the islands list (the plugin reads the same handles.ts files)', async () => {
    const islands = await readIslandHandles(fileURLToPath(new URL('../../../src/islands/', import.meta.url)));
    expect([...REPLACED_HANDLES]).toEqual([...new Set(islands.flatMap((island) => island.handles))].sort());
    expect([...WOOCOMMERCE_JS_ISLANDS]).toEqual(islands.filter((island) => island.handles.includes('woocommerce')).map((island) => island.name));
  });

  it('keeps every localized global the bundle reads', () => {
    for (const global of ['wc_add_to_cart_params', 'wc_cart_fragments_params', 'woocommerce_params', 'wc_order_attribution', 'storefrontScreenReaderText']) {
      expect(page).toContain(`var ${global} = `);
    }
  });

  it('drops the jQuery-era script files and, with nothing left needing them, jQuery, BlockUI and js-cookie', () => {
    for (const file of ['jquery.min.js', 'jquery-migrate.min.js', 'jquery.blockUI.min.js', 'add-to-cart.min.js', 'cart-fragments.min.js', 'woocommerce.min.js', 'sourcebuster.min.js', 'order-attribution.min.js', 'navigation.min.js', 'js.cookie.min.js']) {
      expect(shop).toContain(file);
      expect(page).not.toContain(file);
    }
    expect(settingsOf(page)).toEqual({ disabled: [] });
  });

  it('prints the wc-islands module once, in the head', () => {
    expect(page.match(/wc-islands\.js/g)).toHaveLength(1);
    expect(page.indexOf('wc-islands.js')).toBeLessThan(page.indexOf('</head>'));
  });

  it('drops every jQuery-era script of the classic cart page: cart.js, country-select, selectWoo, woocommerce.js, jQuery', () => {
    const cart = applyMuPlugin(capture('cart-classic'), MODULE);
    for (const file of ['jquery.min.js', 'jquery.blockUI.min.js', 'js.cookie.min.js', 'woocommerce.min.js', 'country-select.min.js', 'address-i18n.min.js', 'cart.min.js', 'selectWoo.full.min.js']) {
      expect(capture('cart-classic'), file).toContain(file);
      expect(cart, file).not.toContain(file);
    }
    expect(settingsOf(cart)).toEqual({ disabled: [] });
  });

  it("with the cart island switched off, keeps cart.js's whole chain (woocommerce.js, BlockUI, js-cookie, jQuery) and switches woocommerce.js's islands off", () => {
    const cart = applyMuPlugin(capture('cart-classic'), MODULE, { 'cart-checkout': ['wc-cart', 'wc-checkout'] });
    for (const file of ['jquery.min.js', 'jquery.blockUI.min.js', 'js.cookie.min.js', 'woocommerce.min.js', 'cart.min.js']) {
      expect(cart, file).toContain(file);
    }
    for (const file of ['add-to-cart.min.js', 'cart-fragments.min.js', 'sourcebuster.min.js', 'navigation.min.js']) expect(cart, file).not.toContain(file);
    expect(settingsOf(cart)).toEqual({ disabled: ['cart-checkout', ...WOOCOMMERCE_JS_ISLANDS] });
  });

  it("drops the product page's gallery, variation and single-product scripts with jQuery and woocommerce.js", () => {
    const product = applyMuPlugin(capture('product'), MODULE);
    for (const file of ['jquery.min.js', 'single-product.min.js', 'jquery.flexslider.min.js', 'woocommerce.min.js', 'frontend/add-to-cart.min.js', 'jquery.blockUI.min.js']) {
      expect(capture('product'), file).toContain(file);
      expect(product, file).not.toContain(file);
    }
  });
});

describe('applyMuPlugin on the classic checkout (issue #13)', () => {
  const checkout = readFileSync(new URL('../../../fixtures/real-wc/checkout-classic.html', import.meta.url), 'utf8');
  const page = applyMuPlugin(checkout, '/wp-content/plugins/wc-islands/dist/wc-islands.js');

  it('keeps the country, locale and checkout globals and drops their scripts, selectWoo and jQuery', () => {
    for (const global of ['wc_country_select_params', 'wc_address_i18n_params', 'wc_checkout_params']) expect(page).toContain(`var ${global} = `);
    for (const file of ['country-select.min.js', 'address-i18n.min.js', 'checkout.min.js', 'selectWoo.full.min.js', 'jquery.min.js']) {
      expect(checkout).toContain(file);
      expect(page).not.toContain(file);
    }
  });
});
