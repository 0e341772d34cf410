import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { definition } from '../definition.ts';

const capture = (name: string) => readFileSync(resolve(import.meta.dirname, `../../../../fixtures/real-wc/${name}`), 'utf8');
/** The page's body markup without its scripts (happy-dom would try to fetch them). */
const body = (html: string) => (/<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '').replace(/<script[\s\S]*?<\/script>/g, '');

afterEach(() => {
  document.body.innerHTML = '';
});

describe('carousel mount points (contract s1.3, s1.5)', () => {
  it('finds the gallery of the captured Jetpack post, not its images one by one', () => {
    document.body.innerHTML = body(capture('gallery-post.html'));
    const found = [...document.querySelectorAll(definition.selector)];
    expect(found).toHaveLength(1);
    expect(found[0]?.matches('figure.wp-block-gallery[data-carousel-extra]')).toBe(true);
  });

  it('ignores product images on the captured shop and product pages (they carry data-attachment-id too)', () => {
    for (const page of ['shop.html', 'product.html', 'home.html']) {
      document.body.innerHTML = body(capture(page));
      expect(document.querySelectorAll('img[data-attachment-id]').length).toBeGreaterThan(0);
      expect(document.querySelectorAll(definition.selector)).toHaveLength(0);
    }
  });

  it('finds a content image linked to its attachment page', () => {
    document.body.innerHTML = '<p><a href="/post/photo/"><img class="wp-image-9" data-attachment-id="9" data-permalink="/post/photo/" src="p.jpg" alt=""></a></p>';
    expect(document.querySelectorAll(definition.selector)).toHaveLength(1);
  });

  it('holds an early click on a gallery image, but not one on a caption or a custom link', () => {
    const click = (target: Element) => {
      const event = new MouseEvent('click', { bubbles: true });
      Object.defineProperty(event, 'target', { value: target });
      return definition.shouldCapture?.(document.body, event);
    };
    document.body.innerHTML = '<figure><img data-attachment-id="5" data-permalink="/p/5/"></figure><figcaption><img data-attachment-id="6"></figcaption><a href="https://else.test/"><img data-attachment-id="7" data-permalink="/p/7/"></a><a href="/p/8/"><img data-attachment-id="8" data-permalink="/p/8/"></a>';
    const images = [...document.querySelectorAll('img')];
    expect(images.map((img) => click(img))).toEqual([true, false, false, true]);
    expect(click(document.querySelector('figure')!)).toBe(false);
  });
});
