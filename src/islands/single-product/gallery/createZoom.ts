/**
 * jquery.zoom as WooCommerce sets it up: while the pointer is over the slide, the large image
 * (data-large_image) follows it at full size. Only when that image is wider than the gallery
 * (WooCommerce's one size rule; docs/reference/product-page.md s1). A mouse zooms; a finger or pen
 * never does, decided per pointer: WooCommerce turns touch devices to click-to-zoom, which takes the
 * tap a shopper means for the lightbox, and a drag must stay a swipe. The layer is decorative
 * (aria-hidden). Unlike jquery.zoom, the large file is fetched on the first hover, not when the page
 * loads: most visits never hover, and decoding an 800 px image at load competes with the page's work.
 */
export function createZoom(slide: HTMLElement, galleryWidth: () => number): () => void {
  const image = slide.querySelector<HTMLImageElement>('img');
  const large = image?.dataset['large_image'];
  const largeWidth = Number(image?.dataset['large_image_width'] ?? 0);
  if (!image || !large) return () => undefined;
  const doc = slide.ownerDocument;
  let zoom: HTMLImageElement | null = null;
  let pointer: { clientX: number; clientY: number } | null = null;
  // Measured when the pointer comes in (and when the file arrives), not on every move: reading
  // layout right after each position write would force a layout per pointer event.
  let geometry: { box: DOMRect; width: number; height: number } | null = null;
  const measure = (): void => {
    geometry = zoom ? { box: slide.getBoundingClientRect(), width: zoom.offsetWidth, height: zoom.offsetHeight } : null;
  };

  const layer = (): HTMLImageElement => {
    if (zoom) return zoom;
    zoom = doc.createElement('img');
    zoom.className = 'zoomImg';
    zoom.alt = '';
    zoom.setAttribute('role', 'presentation');
    zoom.setAttribute('aria-hidden', 'true');
    // Until the file arrives the layer has no size: measure and place it again once it has one.
    zoom.addEventListener('load', () => {
      measure();
      if (pointer) move(pointer);
    }, { once: true });
    zoom.src = large;
    slide.append(zoom);
    return zoom;
  };
  const move = (event: { clientX: number; clientY: number }): void => {
    pointer = { clientX: event.clientX, clientY: event.clientY };
    if (!zoom) return;
    if (!geometry) measure();
    if (!geometry) return;
    const { box, width, height } = geometry;
    const x = Math.min(1, Math.max(0, (event.clientX - box.left) / box.width));
    const y = Math.min(1, Math.max(0, (event.clientY - box.top) / box.height));
    zoom.style.left = `${-(width - box.width) * x}px`;
    zoom.style.top = `${-(height - box.height) * y}px`;
  };
  const enter = (event: PointerEvent): void => {
    // The size rule is read when a mouse comes in, not when the slide is set up: reading the
    // gallery's width at mount (and after every slide) would force a layout each time.
    if (event.pointerType !== 'mouse' || largeWidth <= galleryWidth()) return;
    layer().style.opacity = '1';
    measure();
    move(event);
    // A wheel scroll under a still pointer moves the slide: measure again at the next move.
    doc.defaultView?.addEventListener('scroll', forget, { passive: true });
  };
  const forget = (): void => {
    geometry = null;
  };
  const leave = (): void => {
    if (zoom) zoom.style.opacity = '0';
    doc.defaultView?.removeEventListener('scroll', forget);
  };
  slide.addEventListener('pointerenter', enter);
  slide.addEventListener('pointermove', move);
  slide.addEventListener('pointerleave', leave);
  return () => {
    slide.removeEventListener('pointerenter', enter);
    slide.removeEventListener('pointermove', move);
    slide.removeEventListener('pointerleave', leave);
    leave();
    zoom?.remove();
  };
}
