import { STORE_NOTICE_COOKIE_PATH, STORE_NOTICE_COOKIE_PREFIX, STORE_NOTICE_HIDDEN_VALUE } from '../../core/constants.ts';
import { readCookie, writeCookie } from '../../core/cookies/index.ts';
import type { Unmount } from '../../core/scanner/index.ts';
import { onActivate } from '../shared/onActivate.ts';

/**
 * Shows the notice unless its cookie `store_notice{data-notice-id}` holds 'hidden'; the dismiss link
 * writes that session cookie (path '/') and hides it (spec s4, s9). The server prints it with
 * `display:none` as WooCommerce does, so without JavaScript it stays hidden, exactly as on a stock store.
 */
export function mount(notice: HTMLElement): Unmount {
  const cookieName = STORE_NOTICE_COOKIE_PREFIX + (notice.dataset['noticeId'] ?? '');
  const hide = (): void => {
    notice.style.display = 'none';
  };
  if (readCookie(cookieName) === STORE_NOTICE_HIDDEN_VALUE) {
    hide();
    return () => undefined;
  }
  notice.style.display = '';
  const link = notice.querySelector<HTMLElement>('.woocommerce-store-notice__dismiss-link');
  if (!link) return () => undefined;
  return onActivate(link, () => {
    writeCookie(cookieName, STORE_NOTICE_HIDDEN_VALUE, { path: STORE_NOTICE_COOKIE_PATH });
    hide();
  });
}
