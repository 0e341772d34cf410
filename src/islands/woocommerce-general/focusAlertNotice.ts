import { ALERT_NOTICE_SELECTOR, NOTICE_FOCUS_DELAY_MS } from '../../core/constants.ts';

/**
 * woocommerce.js `focus_populate_live_region` (contract s3.1): the first success, error or alert
 * banner gets `tabindex="-1"` and focus 500 ms after load, so screen readers read it and keyboard
 * users start from it. `elapsedMs` is the time already gone since load. Returns a cancel function.
 */
export function focusAlertNotice(doc: Document, elapsedMs: number, delayMs = NOTICE_FOCUS_DELAY_MS): () => void {
  const notice = doc.querySelector<HTMLElement>(ALERT_NOTICE_SELECTOR);
  if (!notice) return () => undefined;
  notice.setAttribute('tabindex', '-1');
  const timer = setTimeout(() => {
    if (notice.isConnected) notice.focus();
  }, Math.max(0, delayMs - elapsedMs));
  return () => clearTimeout(timer);
}
