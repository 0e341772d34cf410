const LINKS = '.menu-item > a, .page_item > a, .site-header-cart a';

/**
 * Storefront's focus tracking (contract s2.3): the item of a focused header link gets class `focus`
 * (CSS opens its dropdown), other `.focus` items that do not contain the link lose it, and a click
 * anywhere on the page outside the header clears every `focus` and `blocked`.
 */
export function trackMenuFocus(header: HTMLElement): () => void {
  const doc = header.ownerDocument;
  const onFocusIn = (event: FocusEvent): void => {
    const link = event.target instanceof Element ? event.target : null;
    if (!link?.matches(LINKS) || !header.contains(link)) return;
    for (const item of doc.querySelectorAll('.focus')) {
      if (item.contains(link)) continue;
      item.classList.remove('focus');
      item.firstElementChild?.classList.remove('blocked');
    }
    link.parentElement?.classList.add('focus');
  };
  const onClick = (event: MouseEvent): void => {
    const target = event.target instanceof Element ? event.target : null;
    // Storefront's `body #page > :not(.site-header)`: a click inside the page but outside the header.
    if (!target?.closest('#page') || target.closest('.site-header')) return;
    for (const item of doc.querySelectorAll('.focus')) item.classList.remove('focus');
    for (const link of doc.querySelectorAll('.blocked')) link.classList.remove('blocked');
  };
  header.addEventListener('focusin', onFocusIn);
  doc.addEventListener('click', onClick);
  return () => {
    header.removeEventListener('focusin', onFocusIn);
    doc.removeEventListener('click', onClick);
  };
}
