import type { Announcer } from '../core/announcer/index.ts';

/**
 * The cart's polite live region drawn the plain DOM way, for when its React layer cannot load (the
 * shopper went offline before React was ever fetched, a deploy replaced the chunk). An error such as
 * 'You are probably offline.' must still reach a screen reader: it is exactly the case where React is
 * missing. Same element as LiveRegion.tsx (contract s1.7). The region is added empty and filled on the
 * next task, so screen readers hear a change rather than an element that arrived with its text.
 */
export function drawLiveRegionWithoutReact(announcer: Announcer, doc: Document = document): () => void {
  const region = doc.createElement('div');
  region.className = 'widget_shopping_cart_live_region screen-reader-text';
  region.setAttribute('role', 'status');
  region.setAttribute('aria-live', 'polite');
  doc.body.append(region);
  const show = (): void => {
    region.textContent = announcer.current();
  };
  const unsubscribe = announcer.subscribe(show);
  const timer = setTimeout(show, 0);
  return () => {
    clearTimeout(timer);
    unsubscribe();
    region.remove();
  };
}
