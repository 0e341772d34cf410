import { STORE_NOTICE_COOKIE_PATH, STORE_NOTICE_COOKIE_PREFIX, STORE_NOTICE_HIDDEN_VALUE } from '../../core/constants.ts';
import { readCookie, writeCookie } from '../../core/cookies/index.ts';
import { show } from '../../core/motion/index.ts';
import { createStoreNoticeState } from '../../core/notices/index.ts';
import type { IslandContext, Unmount } from '../../core/scanner/index.ts';
import { createLazyLayer } from '../../island-kit/createLazyLayer.ts';
import { onActivate } from '../../island-kit/onActivate.ts';

/** The shopper reaching for the notice: its React layer is drawn then (issue #15). */
const DRAW_ON = ['pointerover', 'focusin', 'touchstart'] as const;

/**
 * Shows the notice unless its cookie `store_notice{data-notice-id}` holds 'hidden'; the dismiss link
 * writes that session cookie (path '/') and hides it (spec s4, s9). The server prints it with
 * `display:none` as WooCommerce does, so without JavaScript it stays hidden, exactly as on a stock store.
 * A React island in the header-cart pattern: the state is core's (createStoreNoticeState), the React
 * layer (StoreNotice.tsx) owns the notice's visibility once the shopper reaches for it. Showing the
 * server's own element on load needs no React, so a page where nobody touches the notice runs none.
 */
export function mount(notice: HTMLElement, context: IslandContext): Unmount {
  const cookieName = STORE_NOTICE_COOKIE_PREFIX + (notice.dataset['noticeId'] ?? '');
  const state = createStoreNoticeState({
    isDismissed: () => readCookie(cookieName) === STORE_NOTICE_HIDDEN_VALUE,
    remember: () => writeCookie(cookieName, STORE_NOTICE_HIDDEN_VALUE, { path: STORE_NOTICE_COOKIE_PATH }),
  });
  const hide = (): void => {
    notice.style.display = 'none';
  };
  if (state.dismissed()) {
    hide();
    return () => undefined;
  }
  show(notice);
  const link = notice.querySelector<HTMLElement>('.woocommerce-store-notice__dismiss-link');
  if (!link) return () => undefined;

  const layer = createLazyLayer({
    target: notice,
    reachEvents: DRAW_ON,
    load: () => import('./renderStoreNotice.tsx').then(({ renderStoreNotice }) => () => renderStoreNotice(context.page, `${context.name}:${cookieName}`, { notice, state })),
    onLoadFailed: (error) => console.error('[wc-islands] store notice view did not load:', error),
  });
  const unbind = onActivate(link, () => {
    state.dismiss();
    // The immediate feedback does not wait for React (as the loader paints 'loading'); once drawn,
    // the React layer keeps it hidden.
    if (!layer.isDrawn()) hide();
  });
  return () => {
    layer.stop();
    unbind();
  };
}
