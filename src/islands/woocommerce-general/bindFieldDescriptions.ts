import { isShown, slide } from '../../core/motion/index.ts';

export interface FieldDescriptionOptions {
  /** Slide length; spec s9: 250 ms. */
  readonly durationMs: number;
  /** Read at each slide: false when the visitor prefers reduced motion. */
  readonly animate: () => boolean;
}

const WRAPPER = '.woocommerce-input-wrapper';
const DESCRIPTION = `${WRAPPER} span.description`;
const FIELD = 'input, select, textarea, button';

/**
 * woocommerce.js field descriptions (contract s3.1): focusing or clicking a field slides its
 * description in and the others out; Escape or a click outside every field wrapper slides them out.
 * Delegated on the document, so fields added later behave the same. Unlike the legacy script a click
 * inside a wrapper is not stopped from bubbling (other listeners still hear it): it is simply ignored.
 */
export function bindFieldDescriptions(doc: Document, options: FieldDescriptionOptions): () => void {
  const run = (description: HTMLElement, direction: 'down' | 'up'): void => {
    description.setAttribute('aria-hidden', direction === 'down' ? 'false' : 'true');
    slide(description, direction, { durationMs: options.durationMs, animate: options.animate() });
  };
  const hideVisible = (except?: Element): void => {
    for (const description of doc.querySelectorAll<HTMLElement>(DESCRIPTION)) {
      if (description !== except && isShown(description)) run(description, 'up');
    }
  };
  const descriptionOf = (field: Element): HTMLElement | null =>
    field.closest(WRAPPER)?.querySelector<HTMLElement>(':scope > span.description') ?? null;
  const fieldOf = (target: EventTarget | null): Element | null =>
    target instanceof Element && target.matches(FIELD) ? target.closest(WRAPPER) && target : null;

  const onActivate = (event: Event): void => {
    const field = fieldOf(event.target);
    if (!field) {
      if (event.type === 'click' && !(event.target instanceof Element && event.target.closest(WRAPPER))) hideVisible();
      return;
    }
    const own = descriptionOf(field);
    hideVisible(own ?? undefined);
    if (own && !isShown(own)) run(own, 'down');
  };
  const onKeydown = (event: KeyboardEvent): void => {
    if (event.key !== 'Escape') return;
    const field = fieldOf(event.target);
    const own = field && descriptionOf(field);
    if (!own || !isShown(own)) return;
    event.preventDefault();
    run(own, 'up');
  };
  if (!doc.querySelector(DESCRIPTION)) return () => undefined;
  doc.addEventListener('click', onActivate);
  doc.addEventListener('focusin', onActivate);
  doc.addEventListener('keydown', onKeydown);
  return () => {
    doc.removeEventListener('click', onActivate);
    doc.removeEventListener('focusin', onActivate);
    doc.removeEventListener('keydown', onKeydown);
  };
}
