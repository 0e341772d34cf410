/**
 * single-product.js's first tab: the reviews tab for #reviews, #tab-reviews, a #comment-N link or a
 * comments page (comment-page-N, cpage=), any other #tab-<key> that exists, otherwise the first.
 */
export function pickInitialTab(keys: readonly string[], hash: string, url: string): string | undefined {
  const lower = hash.toLowerCase();
  if (keys.includes('reviews') && (lower.includes('comment-') || hash === '#reviews' || hash === '#tab-reviews'
    || url.includes('comment-page-') || url.includes('cpage='))) return 'reviews';
  const named = hash.startsWith('#tab-') ? hash.slice(5) : '';
  return keys.includes(named) ? named : keys[0];
}
