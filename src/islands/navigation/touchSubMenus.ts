const LINKS = '.menu-item > a, .page_item > a, .site-header-cart a';
const TOUCH_CLASS = 'sub-menu--is-touch-device';

/** The cart link opens a dropdown only when the cart widget after it has content (contract s2.3). */
function opensDropdown(link: Element): boolean {
  if (link.nextElementSibling) return true;
  return link.getAttribute('class') === 'cart-contents' && (link.parentElement?.nextElementSibling?.textContent ?? '').trim() !== '';
}

/**
 * Storefront's touch mode (contract s2.3), for touch screens wider than 767 px: the first tap on a
 * link with a dropdown opens the dropdown (the link is `blocked`), the second follows the link.
 * A mouse pointer always follows at once.
 */
export function touchSubMenus(header: HTMLElement): () => void {
  const marked = [...header.querySelectorAll<HTMLElement>('ul ul, .site-header-cart .widget_shopping_cart')];
  for (const element of marked) element.classList.add(TOUCH_CLASS);
  let allowClick = false;
  const linkOf = (event: Event): HTMLElement | null => {
    const link = event.target instanceof Element ? event.target.closest<HTMLElement>('a') : null;
    return link?.matches(LINKS) && header.contains(link) ? link : null;
  };
  const onPointerUp = (event: PointerEvent): void => {
    const link = linkOf(event);
    if (!link) return;
    if (link.classList.contains('blocked') || event.pointerType === 'mouse') allowClick = true;
    else if (opensDropdown(link)) link.classList.add('blocked');
    else allowClick = true;
  };
  const onClick = (event: MouseEvent): void => {
    const link = linkOf(event);
    if (link?.classList.contains('blocked') && !allowClick) event.preventDefault();
    allowClick = false;
  };
  header.addEventListener('pointerup', onPointerUp);
  header.addEventListener('click', onClick);
  return () => {
    header.removeEventListener('pointerup', onPointerUp);
    header.removeEventListener('click', onClick);
    for (const element of marked) element.classList.remove(TOUCH_CLASS);
  };
}
