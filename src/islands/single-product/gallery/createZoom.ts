/**
 * jquery.zoom as WooCommerce sets it up: while the pointer is over the slide, the large image
 * (data-large_image) follows it at full size. Only when that image is wider than the gallery, and
 * never on touch screens (where a drag must stay a swipe). The layer is decorative (aria-hidden).
 * Unlike jquery.zoom, the large file is fetched on the first hover, not when the page loads: most
 * visits never hover, and decoding an 800 px image at load competes with the page's own work.
 */
export function createZoom(slide: HTMLElement, galleryWidth: number): () => void {
  const image = slide.querySelector<HTMLImageElement>('img');
  const large = image?.dataset['large_image'];
  const largeWidth = Number(image?.dataset['large_image_width'] ?? 0);
  if (!image || !large || largeWidth <= galleryWidth) return () => undefined;
  const doc = slide.ownerDocument;
  let zoom: HTMLImageElement | null = null;

  const layer = (): HTMLImageElement => {
    if (zoom) return zoom;
    zoom = doc.createElement('img');
    zoom.className = 'zoomImg';
    zoom.alt = '';
    zoom.setAttribute('role', 'presentation');
    zoom.setAttribute('aria-hidden', 'true');
    zoom.src = large;
    slide.append(zoom);
    return zoom;
  };
  const move = (event: PointerEvent): void => {
    if (!zoom) return;
    const box = slide.getBoundingClientRect();
    const x = Math.min(1, Math.max(0, (event.clientX - box.left) / box.width));
    const y = Math.min(1, Math.max(0, (event.clientY - box.top) / box.height));
    zoom.style.left = `${-(zoom.offsetWidth - box.width) * x}px`;
    zoom.style.top = `${-(zoom.offsetHeight - box.height) * y}px`;
  };
  const enter = (event: PointerEvent): void => {
    if (event.pointerType !== 'mouse') return;
    layer().style.opacity = '1';
    move(event);
  };
  const leave = (): void => {
    if (zoom) zoom.style.opacity = '0';
  };
  slide.addEventListener('pointerenter', enter);
  slide.addEventListener('pointermove', move);
  slide.addEventListener('pointerleave', leave);
  return () => {
    slide.removeEventListener('pointerenter', enter);
    slide.removeEventListener('pointermove', move);
    slide.removeEventListener('pointerleave', leave);
    zoom?.remove();
  };
}
