import { autoUpdate, computePosition, flip, offset, size } from '@floating-ui/dom';

/**
 * Places the popup under the field, as wide as it, flipped above it near the viewport's bottom, and
 * keeps it there through scroll, resize and layout changes (floating-ui's autoUpdate). Returns the
 * stop function. Its own lazy chunk: only what is imported here is bundled.
 */
export function positionPopup(reference: HTMLElement, floating: HTMLElement): () => void {
  const update = (): void => {
    void computePosition(reference, floating, {
      placement: 'bottom-start',
      strategy: 'absolute',
      middleware: [offset(2), flip(), size({ apply: ({ rects }) => void (floating.style.width = `${rects.reference.width}px`) })],
    }).then(({ x, y }) => {
      Object.assign(floating.style, { left: `${x}px`, top: `${y}px`, visibility: '' });
    });
  };
  return autoUpdate(reference, floating, update);
}
