import { afterEach, describe, expect, it } from 'vitest';
import { galleryImages, readCarouselImage, slideSources } from '../index.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

/** One demo-store gallery image (server/templates/carouselImage.ts), with a figcaption. */
const DEMO_FIGURE = `<figure class="wp-block-gallery" data-carousel-extra='{"blog_id":1}'>
<figure class="wp-block-image"><img width="1024" height="683" data-attachment-id="202" data-permalink="http://s/p/field-day-1/" data-orig-file="http://s/u/field-day-1.svg" data-orig-size="2000,1333" data-comments-opened="1" data-image-meta="{&quot;aperture&quot;:&quot;2.8&quot;,&quot;iso&quot;:&quot;100&quot;,&quot;keywords&quot;:[&quot;x&quot;]}" data-image-title="Pre-flight" data-image-description="&lt;p&gt;Photo 1&lt;/p&gt;" data-image-caption="&lt;p&gt;Arm locks&lt;/p&gt;" data-medium-file="http://s/u/field-day-1-300x200.svg" data-large-file="http://s/u/field-day-1-1024x683.svg" src="http://s/u/field-day-1-1024x683.svg" srcset="http://s/u/field-day-1.svg?w=370 370w, http://s/u/field-day-1.svg?w=700 700w" alt="Pre-flight"><figcaption>Pre-flight check</figcaption></figure>
<figure class="wp-block-image"><img data-id="0" src="x.svg" alt=""></figure>
</figure>`;

describe('reading Jetpack’s image attributes (contract s1.4, s1.9)', () => {
  it('reads every field; a figcaption after the image wins over data-image-caption', () => {
    document.body.innerHTML = DEMO_FIGURE;
    const image = readCarouselImage(document.querySelector('img')!);
    expect(image).toMatchObject({
      attachmentId: '202', commentsOpened: true, imageMeta: { aperture: '2.8', iso: '100' }, title: 'Pre-flight',
      caption: 'Pre-flight check', permalink: 'http://s/p/field-day-1/', origFile: 'http://s/u/field-day-1.svg',
      origWidth: 2000, origHeight: 1333, mediumFile: 'http://s/u/field-day-1-300x200.svg', largeFile: 'http://s/u/field-day-1-1024x683.svg',
    });
  });

  it('falls back to the width and height attributes, and reads broken image meta as none', () => {
    document.body.innerHTML = '<img data-attachment-id="5" data-image-meta="{oops" width="800" height="600" src="a.jpg">';
    const image = readCarouselImage(document.querySelector('img')!);
    expect([image.origWidth, image.origHeight, image.imageMeta, image.commentsOpened]).toEqual([800, 600, {}, false]);
  });

  it('makes slides of images with an attachment id only', () => {
    document.body.innerHTML = DEMO_FIGURE;
    expect(galleryImages(document.querySelector('[data-carousel-extra]')!).map((image) => image.attachmentId)).toEqual(['202']);
  });

  it('offers the page image’s sizes plus the original as srcset, sized to the drawn width', () => {
    document.body.innerHTML = DEMO_FIGURE;
    const image = readCarouselImage(document.querySelector('img')!);
    const sources = slideSources(image, { width: 1280, height: 656, pixelRatio: 1 });
    // The large file is 683 px high: it covers the 656 px box (Jetpack's rule).
    expect(sources.src).toBe('http://s/u/field-day-1-1024x683.svg');
    expect(sources.srcset).toBe('http://s/u/field-day-1.svg?w=370 370w, http://s/u/field-day-1.svg?w=700 700w, http://s/u/field-day-1.svg 2000w');
    // 656 px high at 3:2 is 984 px wide, narrower than the window.
    expect(sources.sizes).toBe('984px');
  });
});
