/**
 * Fragments replace a cart widget's lines whole, under load each time an add is answered (every
 * ~40 ms). A × pressed before such a redraw and released after it is no longer in the page, and the
 * browser fires no click at all (Chromium: the press and the release hit different elements): the
 * removal was lost without a word (1 in 5 runs of 200 rapid adds with 10 removals; nearly every
 * removal once a press lasts 80 ms). So the press remembers its link, and its release inside the
 * widget activates the new link of the same line (`data-cart_item_key`), as the click would have:
 * wherever the pointer is, since the redraw may have moved the lines under it (the list's scroll is
 * reset, a line above is gone). A release outside the widget is a cancelled press, as on any button.
 * Returns the unbind function.
 */
export function activateReplacedLinks(widget: HTMLElement, selector: string, activate: (link: HTMLElement) => void): () => void {
  const doc = widget.ownerDocument;
  let pressed: HTMLElement | null = null;
  const onPointerDown = (event: PointerEvent): void => {
    const link = event.target instanceof Element && event.isPrimary && event.button === 0 ? event.target.closest<HTMLElement>(selector) : null;
    pressed = link && widget.contains(link) ? link : null;
  };
  // On the document, so a release outside the widget ends the press too.
  const onPointerUp = (event: PointerEvent): void => {
    const link = pressed;
    pressed = null;
    if (!link || link.isConnected || !event.isPrimary || !(event.target instanceof Node) || !widget.contains(event.target)) return;
    const key = link.dataset.cart_item_key;
    const line = [...widget.querySelectorAll<HTMLElement>(selector)].find((candidate) => candidate.dataset.cart_item_key === key);
    if (line) activate(line);
  };
  const onPointerCancel = (): void => {
    pressed = null;
  };
  doc.addEventListener('pointerdown', onPointerDown, true);
  doc.addEventListener('pointerup', onPointerUp, true);
  doc.addEventListener('pointercancel', onPointerCancel, true);
  return () => {
    doc.removeEventListener('pointerdown', onPointerDown, true);
    doc.removeEventListener('pointerup', onPointerUp, true);
    doc.removeEventListener('pointercancel', onPointerCancel, true);
  };
}
