import { ATTRIBUTION_PENDING_VISITS_KEY as KEY, ATTRIBUTION_PENDING_VISITS_MAX } from '../core/constants/pendingVisits.ts';

/**
 * Runs in the loader, before DOMContentLoaded, on every page of a store with order attribution on: it
 * notes this page view ([href, referrer, time]) so the attribution chunk, which loads when the browser
 * is idle, records it even if the shopper has already left. A campaign landing page clicked away from
 * within a second on a slow phone was otherwise recorded as 'typein'. Kept tiny for the loader budget.
 */
export function capturePageView(): void {
  if (!('wc_order_attribution' in window)) return;
  try {
    const visits = JSON.parse(sessionStorage.getItem(KEY) ?? '[]') as unknown[];
    visits.push([location.href, document.referrer, Date.now()]);
    sessionStorage.setItem(KEY, JSON.stringify(visits.slice(-ATTRIBUTION_PENDING_VISITS_MAX)));
  } catch {
    // No storage (or a corrupt entry): the attribution chunk records the page it runs on, as before.
  }
}
