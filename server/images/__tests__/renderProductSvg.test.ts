// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { seedProducts } from '../../catalogue/products.ts';
import { paletteFor } from '../palette.ts';
import { renderBrandSvg, renderProductSvg } from '../renderProductSvg.ts';

const shot = (p: { name: string; category: string }, width = 324, height = 324): string =>
  renderProductSvg({ name: p.name, category: p.category, palette: paletteFor(p.category), width, height });

describe('product shots', () => {
  it('draws each of the 45 products as a picture of the thing, with no text on it', () => {
    const shots = seedProducts.map((p) => shot(p));
    for (const svg of shots) {
      expect(svg).not.toContain('<text');
      expect(svg).toContain('url(#studio)');
    }
    // Every product its own pose; the drawings themselves differ by product type.
    expect(new Set(shots).size).toBe(seedProducts.length);
    const drawings = new Set(seedProducts.map((p) => shot(p).replace(/<g transform="[^"]*">/, '<g>')));
    expect(drawings.size).toBeGreaterThanOrEqual(25);
  });

  it('is the same picture on every start and at every WordPress size, at the size asked for', () => {
    const [first] = seedProducts;
    expect(shot(first!)).toBe(shot(first!));
    for (const [w, h] of [[100, 100], [324, 324], [416, 416], [800, 800], [768, 768]] as const) {
      expect(shot(first!, w, h)).toMatch(new RegExp(`^<svg [^>]*width="${w}" height="${h}" viewBox="0 0 100 100.00"`));
    }
  });

  it('draws a brand logo as its name', () => {
    expect(renderBrandSvg('AgriWing', paletteFor('agricultural-drones'), 400, 400)).toContain('>AgriWing</tspan>');
  });
});
