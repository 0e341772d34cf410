import { useEffect } from 'react';
import { lazyImport } from '../core/lazy/index.ts';

/**
 * The positioning code (floating-ui) is its own chunk, fetched when the shopper first types in an
 * address field, well before the first suggestions come back, so the island chunk stays small.
 */
export const preloadPositioning = lazyImport(() => import('./positionPopup.ts').then((module) => module.positionPopup));

/**
 * Keeps the open list attached under the address field (see positionPopup). Hidden until first
 * placed, so it never flashes at the wrong spot.
 */
export function usePopupPosition(reference: HTMLElement, floating: HTMLElement, open: boolean): void {
  useEffect(() => {
    if (!open) return undefined;
    let stop: (() => void) | undefined;
    let current = true;
    floating.style.visibility = 'hidden';
    preloadPositioning().then((position) => {
      if (current) stop = position(reference, floating);
    }, () => {
      // Without the chunk the list still shows, at its static place right after the field.
      floating.style.visibility = '';
    });
    return () => {
      current = false;
      stop?.();
    };
  }, [reference, floating, open]);
}
