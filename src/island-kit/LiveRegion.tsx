import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import type { Announcer } from '../core/announcer/index.ts';

/**
 * WooCommerce's polite cart live region (contract s1.7): same class, so themes that style or reuse
 * `.widget_shopping_cart_live_region` keep working.
 */
export function LiveRegion({ announcer }: { announcer: Announcer }) {
  const text = useSyncExternalStore(announcer.subscribe, announcer.current, announcer.current);
  return createPortal(
    <div className="widget_shopping_cart_live_region screen-reader-text" role="status" aria-live="polite">
      {text}
    </div>,
    document.body,
  );
}
