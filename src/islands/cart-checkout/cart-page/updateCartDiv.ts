import { COUPON_ERROR_CLASS, WC_NOTICE_SELECTOR } from '../../../core/constants.ts';
import { parseHtml } from '../../../core/checkout/index.ts';
import type { EventBus } from '../../../core/events/index.ts';
import { showCouponError } from '../../../island-kit/couponFieldError.ts';
import { removeNotices, revealNotice } from '../../../island-kit/wcNotices.ts';

/** What cart.js removes before showing an answer: WooCommerce's notices, our groups of them, and a refused coupon's message. */
export const CART_NOTICES = `${WC_NOTICE_SELECTOR}, .woocommerce-NoticeGroup-cart, .${COUPON_ERROR_CLASS}`;

/** cart.js remove_duplicate_notices: an answer that prints the same message twice shows it once. */
function uniqueByText(notices: Element[]): Element[] {
  const seen = new Set<string>();
  return notices.filter((n) => {
    const text = n.textContent ?? '';
    if (seen.has(text)) return false;
    seen.add(text);
    return true;
  });
}

function showNotices(doc: Document, found: Element[]): void {
  const notices = uniqueByText(found);
  if (notices.length === 0) return;
  const target = doc.querySelector('.woocommerce-notices-wrapper') ?? doc.querySelector('.woocommerce-cart-form');
  const adopted = notices.map((n) => doc.importNode(n, true));
  target?.prepend(...adopted);
  revealNotice(adopted.find((n) => n.matches('[role="alert"]')) ?? adopted[0] ?? null);
}

interface RefusedCoupon {
  readonly code: string;
  readonly message: string;
}

/** The refused code and its message under the coupon field, before the form that holds them is replaced. */
function keptCouponError(doc: Document): RefusedCoupon | null {
  const field = doc.querySelector<HTMLInputElement>('#coupon_code');
  const message = field?.closest('.coupon')?.querySelector(`.${COUPON_ERROR_CLASS}`)?.textContent ?? null;
  return field && message !== null ? { code: field.value, message } : null;
}

/**
 * cart.js update_wc_div with notices kept: the new form gets back the refused code and its message.
 * The field is focused before the message is written as an alert, so a screen reader reads it.
 */
function restoreCouponError(form: HTMLFormElement, refused: RefusedCoupon): void {
  const field = form.querySelector<HTMLInputElement>('#coupon_code');
  const wrapper = field?.closest('.coupon');
  if (!field || !wrapper) return;
  field.value = refused.code;
  field.focus();
  showCouponError(field, wrapper, refused.message, { tag: 'p', live: true });
}

/** cart.js update_cart_totals_div: the totals block replaced, then `updated_cart_totals`. */
export function replaceTotals(doc: Document, totals: Element | null, bus: EventBus): void {
  const current = doc.querySelector('.cart_totals');
  if (current && totals) current.replaceWith(doc.importNode(totals, true));
  bus.emit('updated_cart_totals');
}

/**
 * cart.js update_wc_div: the cart page answered by the server (after Update cart, a removal, Undo or
 * the calculator) replaces the cart form, the totals and the notices; an emptied cart swaps in the
 * 'cart is empty' block and says `wc_cart_emptied`. Always ends with `updated_wc_div`.
 */
export function updateCartDiv(doc: Document, html: string, bus: EventBus, preserveNotices = false): void {
  const page = parseHtml(html, doc);
  const form = page.querySelector('.woocommerce-cart-form');
  // Notices outside the cart (the mini-cart's empty message) are not the answer's notices.
  const notices = [...page.querySelectorAll(WC_NOTICE_SELECTOR)].filter((n) => !n.closest('.widget_shopping_cart_content, .wc-empty-cart-message'));
  const current = doc.querySelector('.woocommerce-cart-form');
  if (!current) {
    window.location.reload();
    return;
  }
  if (!preserveNotices) removeNotices(doc, CART_NOTICES);
  if (!form) {
    const empty = page.querySelector('.wc-empty-cart-message')?.closest('.woocommerce');
    const region = current.closest('.woocommerce');
    if (empty && region) region.replaceWith(doc.importNode(empty, true));
    showNotices(doc, notices);
    bus.emit('wc_cart_emptied');
  } else {
    const refused = preserveNotices ? keptCouponError(doc) : null;
    const adopted = doc.importNode(form, true) as HTMLFormElement;
    current.replaceWith(adopted);
    adopted.querySelector<HTMLButtonElement>('[name="update_cart"]')?.setAttribute('disabled', '');
    if (refused) restoreCouponError(adopted, refused);
    showNotices(doc, notices);
    replaceTotals(doc, page.querySelector('.cart_totals'), bus);
  }
  bus.emit('updated_wc_div');
}
