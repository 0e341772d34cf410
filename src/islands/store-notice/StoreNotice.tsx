import { useLayoutEffect, useSyncExternalStore } from 'react';
import { show } from '../../core/motion/index.ts';
import type { StoreNoticeState } from '../../core/notices/index.ts';

export interface StoreNoticeProps {
  /** The server's `p.woocommerce-store-notice`, left where the theme printed it. */
  readonly notice: HTMLElement;
  readonly state: StoreNoticeState;
}

/**
 * The notice's React layer: it owns the notice's visibility from the shopper's first pointer or focus
 * on it. Nothing is wrapped or re-rendered: the server's element is shown or hidden in place, and a
 * dismissal moves focus that was inside the notice to the page's main landmark, so it is not lost
 * with the hidden link.
 */
export function StoreNotice({ notice, state }: StoreNoticeProps) {
  const dismissed = useSyncExternalStore(state.subscribe, state.dismissed, state.dismissed);
  // Marks the element React now owns (tests and themes can see the island's layer is drawn).
  useLayoutEffect(() => {
    notice.setAttribute('data-wc-islands-view', 'store-notice');
    return () => notice.removeAttribute('data-wc-islands-view');
  }, [notice]);
  useLayoutEffect(() => {
    const hadFocus = notice.contains(notice.ownerDocument.activeElement);
    if (dismissed) notice.style.display = 'none';
    else show(notice);
    if (dismissed && hadFocus) {
      const main = notice.ownerDocument.querySelector<HTMLElement>('main, #main, #content');
      if (main && !main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
      main?.focus({ preventScroll: true });
    }
  }, [notice, dismissed]);
  return null;
}
