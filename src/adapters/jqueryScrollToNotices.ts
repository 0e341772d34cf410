import { scrollToNotices } from '../core/notices/index.ts';
import { getPageJQuery } from './jquery.ts';

type ScrollTarget = { readonly length?: number; readonly [index: number]: unknown } | Element | null | undefined;

function firstElement(target: ScrollTarget): Element | undefined {
  if (target instanceof Element) return target;
  const first = target?.[0];
  return first instanceof Element ? first : undefined;
}

/**
 * `jQuery.scroll_to_notices($element)` for checkout and cart plugins that still call it (contract
 * s3.1), backed by the core `scrollToNotices`. jQuery may arrive after this bundle, so it is defined
 * now and again on window load; an existing definition (woocommerce.js still loaded) is kept.
 */
export function installScrollToNotices(animate: () => boolean): () => void {
  const define = (): void => {
    const jq = getPageJQuery() as (Record<string, unknown> & object) | undefined;
    if (!jq || typeof jq['scroll_to_notices'] === 'function') return;
    jq['scroll_to_notices'] = (target: ScrollTarget) => scrollToNotices(firstElement(target), { animate: animate() });
  };
  define();
  window.addEventListener('load', define, { once: true });
  return () => window.removeEventListener('load', define);
}
