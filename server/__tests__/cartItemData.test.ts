// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CartItem } from '../store/cart.ts';
import type { Product } from '../store/Product.ts';
import { cartItemData } from '../templates/cartItemData.ts';

/** Real WooCommerce 11: variation 74 of product 72 in the mini-cart (fixtures/real-wc/INDEX.md). */
const REAL_FRAGMENT = (JSON.parse(readFileSync(new URL('../../fixtures/real-wc/get_refreshed_fragments-variation.json', import.meta.url), 'utf8')) as { fragments: Record<string, string> })
  .fragments['div.widget_shopping_cart_content'] ?? '';

const variation = (name: string, labels: Product['variationLabels']): Product => ({
  id: 74, type: 'variation', parentId: 72, variation: {}, ...(labels ? { variationLabels: labels } : {}), slug: 'agriwing-t-series-spraying-drone', name, sku: 'AW-T-10L-SINGLE',
  priceCents: 990000, regularPriceCents: null, stockStatus: 'instock', stockQuantity: 5, category: 'drones', brand: null,
  shortDescription: '', description: '', imageSlug: 'aw-t', imageAttachmentId: 73, featured: false, menuOrder: 0, popularity: 0,
  rating: 0, ratingCount: 0, weightKg: null, dimensions: null, dateCreated: '2026-11-01T00:00:00', tags: [],
});
const item = (variationValues: Record<string, string>): CartItem => ({ key: 'k', productId: 72, quantity: 1, variationId: 74, variation: variationValues });

describe('cart item data (wc_get_formatted_cart_item_data)', () => {
  it('prints a dt and dd per attribute the name does not show, byte for byte as WooCommerce 11 does', () => {
    const product = variation('AgriWing T-Series Spraying Drone', {
      'attribute_pa_tank-size': { label: 'Tank size', value: '10 L' },
      'attribute_pa_battery-pack': { label: 'Battery pack', value: 'Single' },
    });
    const html = cartItemData(product, item({ 'attribute_pa_tank-size': '10-l', 'attribute_pa_battery-pack': 'single' }));
    expect(html).toContain('<dd class="variation-Tanksize"><p>10 L</p>');
    expect(REAL_FRAGMENT).toContain(html.trimEnd());
  });

  it('leaves out values the variation name already carries, and prints nothing when all are there', () => {
    const product = variation('Smart Flight Battery - Orange', { attribute_pa_colour: { label: 'Colour', value: 'Orange' } });
    expect(cartItemData(product, item({ attribute_pa_colour: 'orange' }))).toBe('');
  });

  it('prints nothing for a simple product', () => {
    expect(cartItemData({ ...variation('Frame arm', undefined), type: 'simple', parentId: null }, { key: 'k', productId: 33, quantity: 1 })).toBe('');
  });
});
