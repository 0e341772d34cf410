import { fillTemplate, type BundleStrings } from '../../../core/i18n/index.ts';

/** The slider's names, in the store's language. */
export type SliderStrings = Pick<BundleStrings, 'galleryRegion' | 'galleryImage' | 'galleryThumb' | 'slidePosition'>;

/** The slider's parts, drawn around the server's wrapper (flexslider's class names). */
export interface SliderParts {
  viewport: HTMLElement;
  thumbs: HTMLOListElement | null;
  thumbButtons: HTMLButtonElement[];
  /** Puts the server's markup back. */
  undo: () => void;
}

/** One thumbnail per slide from its data-thumb* attributes, as a button (flexslider's are bare images). */
function thumbnail(doc: Document, slide: HTMLElement, index: number, total: number, strings: SliderStrings): { item: HTMLLIElement; button: HTMLButtonElement } {
  const item = doc.createElement('li');
  const button = doc.createElement('button');
  button.type = 'button';
  const alt = slide.dataset['thumbAlt'] ?? slide.querySelector('img')?.alt ?? '';
  button.setAttribute('aria-label', fillTemplate(strings.galleryThumb, alt || strings.galleryImage, index + 1, total));
  const img = doc.createElement('img');
  img.src = slide.dataset['thumb'] ?? '';
  if (slide.dataset['thumbSrcset']) img.srcset = slide.dataset['thumbSrcset'];
  if (slide.dataset['thumbSizes']) img.sizes = slide.dataset['thumbSizes'];
  img.alt = '';
  img.width = 100;
  img.height = 100;
  img.draggable = false;
  button.append(img);
  item.append(button);
  return { item, button };
}

export function buildSlider(gallery: HTMLElement, wrapper: HTMLElement, slides: readonly HTMLElement[], withThumbs: boolean, strings: SliderStrings): SliderParts {
  const doc = gallery.ownerDocument;
  const viewport = doc.createElement('div');
  viewport.className = 'flex-viewport';
  viewport.setAttribute('role', 'region');
  viewport.setAttribute('aria-roledescription', 'carousel');
  viewport.setAttribute('aria-label', strings.galleryRegion);
  wrapper.before(viewport);
  viewport.append(wrapper);
  slides.forEach((slide, i) => {
    slide.setAttribute('role', 'group');
    slide.setAttribute('aria-roledescription', 'slide');
    slide.setAttribute('aria-label', fillTemplate(strings.slidePosition, i + 1, slides.length));
  });
  let thumbs: HTMLOListElement | null = null;
  const thumbButtons: HTMLButtonElement[] = [];
  if (withThumbs) {
    thumbs = doc.createElement('ol');
    thumbs.className = 'flex-control-nav flex-control-thumbs';
    slides.forEach((slide, i) => {
      const { item, button } = thumbnail(doc, slide, i, slides.length, strings);
      thumbButtons.push(button);
      thumbs?.append(item);
    });
    viewport.after(thumbs);
  }
  return {
    viewport, thumbs, thumbButtons,
    undo() {
      thumbs?.remove();
      viewport.before(wrapper);
      viewport.remove();
      for (const slide of slides) {
        for (const name of ['role', 'aria-roledescription', 'aria-label', 'aria-hidden', 'inert']) slide.removeAttribute(name);
        slide.classList.remove('flex-active-slide');
      }
    },
  };
}
