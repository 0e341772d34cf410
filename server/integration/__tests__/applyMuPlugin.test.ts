// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyMuPlugin } from '../applyMuPlugin.ts';

const shop = readFileSync(new URL('../../../fixtures/real-wc/shop.html', import.meta.url), 'utf8');

describe('applyMuPlugin (the README integration, applied to a real WooCommerce page)', () => {
  const page = applyMuPlugin(shop, '/wp-content/plugins/wc-islands/dist/wc-islands.js');

  it('keeps every localized global the bundle reads', () => {
    for (const global of ['wc_add_to_cart_params', 'wc_cart_fragments_params', 'woocommerce_params', 'wc_order_attribution', 'storefrontScreenReaderText']) {
      expect(page).toContain(`var ${global} = `);
    }
  });

  it('drops the jQuery-era script files and their jQuery dependencies', () => {
    for (const file of ['jquery.min.js', 'jquery-migrate.min.js', 'jquery.blockUI.min.js', 'add-to-cart.min.js', 'cart-fragments.min.js', 'woocommerce.min.js', 'sourcebuster.min.js', 'order-attribution.min.js', 'navigation.min.js', 'js.cookie.min.js']) {
      expect(shop).toContain(file);
      expect(page).not.toContain(file);
    }
  });

  it('prints the wc-islands module once, in the head', () => {
    expect(page.match(/wc-islands\.js/g)).toHaveLength(1);
    expect(page.indexOf('wc-islands.js')).toBeLessThan(page.indexOf('</head>'));
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
