import { describe, expect, it } from 'vitest';
import { buildSlider } from '../gallery/buildSlider.ts';
import { createZoom } from '../gallery/createZoom.ts';
import { translateCatalogue } from '../../../core/i18n/index.ts';

// templates/single-product/product-image.php as WooCommerce 11 prints it (product-drone.html), two slides, srcsets cut.
const slide = (stem: string, alt: string, cls: string): string => `<div data-thumb="/up/${stem}-100x100.jpg" data-thumb-alt="${alt}" data-thumb-srcset="/up/${stem}-100x100.jpg 100w" data-thumb-sizes="(max-width: 100px) 100vw, 100px" class="woocommerce-product-gallery__image"><a href="/up/${stem}.jpg"><img width="416" height="416" src="/up/${stem}-416x416.jpg" class="${cls}" alt="${alt}" data-caption="" data-src="/up/${stem}.jpg" data-large_image="/up/${stem}.jpg" data-large_image_width="800" data-large_image_height="800" /></a></div>`;
const GALLERY = `<div class="woocommerce-product-gallery woocommerce-product-gallery--with-images images" data-columns="4" style="opacity: 0; transition: opacity .25s ease-in-out;"><div class="woocommerce-product-gallery__wrapper">${slide('aw-as30', 'AgriWing AS-30', 'wp-post-image')}${slide('aw-as30-g0', 'AgriWing AS-30 – side view', '')}</div></div>`;

function setUp(): { gallery: HTMLElement; wrapper: HTMLElement; slides: HTMLElement[] } {
  document.body.innerHTML = GALLERY;
  const gallery = document.querySelector<HTMLElement>('.woocommerce-product-gallery')!;
  const wrapper = gallery.querySelector<HTMLElement>('.woocommerce-product-gallery__wrapper')!;
  return { gallery, wrapper, slides: [...wrapper.querySelectorAll<HTMLElement>('.woocommerce-product-gallery__image')] };
}

describe('gallery slider markup', () => {
  it('wraps the slides in a labelled carousel region with one thumbnail button per slide, and undoes it', () => {
    const { gallery, wrapper, slides } = setUp();
    const before = gallery.innerHTML;
    const parts = buildSlider(gallery, wrapper, slides, true, translateCatalogue({}));
    expect(parts.viewport.getAttribute('aria-roledescription')).toBe('carousel');
    expect(parts.viewport.getAttribute('aria-label')).toBe('Product images');
    expect(wrapper.parentElement).toBe(parts.viewport);
    expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual(['1 of 2', '2 of 2']);
    expect(parts.thumbButtons.map((b) => b.getAttribute('aria-label'))).toEqual(['AgriWing AS-30 (1 of 2)', 'AgriWing AS-30 – side view (2 of 2)']);
    expect(parts.thumbButtons.map((b) => b.querySelector('img')?.getAttribute('src'))).toEqual(['/up/aw-as30-100x100.jpg', '/up/aw-as30-g0-100x100.jpg']);
    expect(parts.thumbs?.className).toBe('flex-control-nav flex-control-thumbs');
    parts.undo();
    expect(gallery.innerHTML).toBe(before);
  });
});

describe('gallery zoom', () => {
  it('adds a decorative full-size layer on the first mouse hover when the large image is wider than the gallery, and removes it', () => {
    const { slides } = setUp();
    const undo = createZoom(slides[0]!, () => 416);
    expect(slides[0]!.querySelector('img.zoomImg')).toBeNull();
    slides[0]!.dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'mouse' }));
    const layer = slides[0]!.querySelector('img.zoomImg')!;
    expect(layer.getAttribute('src')).toBe('/up/aw-as30.jpg');
    expect(layer.getAttribute('alt')).toBe('');
    expect(layer.getAttribute('aria-hidden')).toBe('true');
    undo();
    expect(slides[0]!.querySelector('img.zoomImg')).toBeNull();
  });

  it('does nothing when the gallery is as wide as the large image', () => {
    const { slides } = setUp();
    createZoom(slides[0]!, () => 800);
    slides[0]!.dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'mouse' }));
    expect(slides[0]!.querySelector('img.zoomImg')).toBeNull();
  });

  it('reads the gallery\'s width only when a mouse comes in, never at set-up or for a finger', () => {
    const { slides } = setUp();
    let reads = 0;
    createZoom(slides[0]!, () => { reads += 1; return 416; });
    expect(reads).toBe(0);
    slides[0]!.dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'touch' }));
    expect(reads).toBe(0);
    expect(slides[0]!.querySelector('img.zoomImg')).toBeNull();
    slides[0]!.dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'mouse' }));
    expect(reads).toBe(1);
    expect(slides[0]!.querySelector('img.zoomImg')).not.toBeNull();
  });
});
