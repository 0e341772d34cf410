import { RESULT_COUNT_REANNOUNCE_MS } from '../../core/constants.ts';

export interface ReannounceOptions {
  /** `location.search`; an unsorted, unfiltered page (empty) is not announced. */
  readonly search: string;
  /** Time already gone since the page loaded; the announcement comes 2 s after load (spec s9). */
  readonly elapsedMs: number;
  readonly delayMs?: number;
}

/**
 * woocommerce.js `refresh_sorted_by_live_region`, newest version (contract s3.1): after a sort or
 * filter reloads the page, the count becomes an alert region, muted, then its text is put back
 * 2 s later so screen readers announce the new result count. Skipped when the query is empty or the
 * product-filters block manages its own announcements.
 */
export function reannounceResultCount(region: HTMLElement, options: ReannounceOptions): () => void {
  const doc = region.ownerDocument;
  if (options.search === '' || doc.querySelector('[data-wp-interactive="woocommerce/product-filters"]')) return () => undefined;
  const html = region.innerHTML;
  region.setAttribute('role', 'alert');
  region.setAttribute('aria-hidden', 'true');
  const timer = setTimeout(() => {
    region.setAttribute('aria-hidden', 'false');
    region.innerHTML = '';
    region.innerHTML = html;
  }, Math.max(0, (options.delayMs ?? RESULT_COUNT_REANNOUNCE_MS) - options.elapsedMs));
  return () => clearTimeout(timer);
}
