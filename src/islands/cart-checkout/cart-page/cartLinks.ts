import { navigateTo } from '../../../adapters/browser.ts';
import { request } from '../../../core/http/index.ts';
import { safeNavigationUrl } from '../../../core/url/index.ts';
import { removeCoupon } from './cartCoupons.ts';
import type { CartPage } from './createCartPage.ts';
import { updateCartDiv } from './updateCartDiv.ts';

/**
 * cart.js: a remove or undo link is requested and the answer's cart shown. A link that is not
 * http(s) (`javascript:`, `data:`) is neither requested nor followed: an error notice instead.
 */
function followLink(page: CartPage, link: HTMLAnchorElement, removal: boolean): void {
  const url = safeNavigationUrl(link.href, page.doc.baseURI);
  if (url === undefined) return page.showUnknownError();
  void page.busy(async () => {
    const answer = await request(url, { method: 'GET' });
    if (!answer.ok) return false;
    updateCartDiv(page.doc, answer.value, page.bus);
    if (removal) page.bus.emit('item_removed_from_classic_cart');
    return true;
  }, () => navigateTo(url));
}

function toggleCalculator(doc: Document, toggle: HTMLAnchorElement): void {
  const section = doc.querySelector<HTMLElement>('.shipping-calculator-form');
  if (!section) return;
  const open = section.style.display === 'none';
  section.style.display = open ? '' : 'none';
  toggle.setAttribute('aria-expanded', String(open));
  // cart.js refreshes the calculator's country fields when it opens.
  if (open) doc.querySelectorAll('select.country_to_state, input.country_to_state').forEach((f) => f.dispatchEvent(new Event('change', { bubbles: true })));
}

/** The cart's links (a line's ×, Undo, a coupon's [Remove], the calculator toggle): the click handler. */
export function cartLinkClick(page: CartPage): (event: MouseEvent) => void {
  return (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    const remove = target.closest<HTMLAnchorElement>('.woocommerce-cart-form .product-remove > a');
    const restore = target.closest<HTMLAnchorElement>('.restore-item');
    const coupon = target.closest<HTMLAnchorElement>('a.woocommerce-remove-coupon');
    const toggle = target.closest<HTMLAnchorElement>('.shipping-calculator-button');
    if (remove) followLink(page, remove, true);
    else if (restore) followLink(page, restore, false);
    else if (coupon) removeCoupon(page, coupon);
    else if (toggle) toggleCalculator(page.doc, toggle);
    else return;
    event.preventDefault();
  };
}
