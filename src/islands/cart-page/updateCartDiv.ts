import { WC_NOTICE_SELECTOR } from '../../core/constants.ts';
import { parseHtml } from '../../core/checkout/index.ts';
import type { EventBus } from '../../core/events/index.ts';
import { removeNotices, revealNotice } from '../shared/wcNotices.ts';

function showNotices(doc: Document, notices: Element[]): void {
  if (notices.length === 0) return;
  const target = doc.querySelector('.woocommerce-notices-wrapper') ?? doc.querySelector('.woocommerce-cart-form');
  const adopted = notices.map((n) => doc.importNode(n, true));
  target?.prepend(...adopted);
  revealNotice(adopted.find((n) => n.matches('[role="alert"]')) ?? adopted[0] ?? null);
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
  if (!preserveNotices) removeNotices(doc);
  if (!form) {
    const empty = page.querySelector('.wc-empty-cart-message')?.closest('.woocommerce');
    const region = current.closest('.woocommerce');
    if (empty && region) region.replaceWith(doc.importNode(empty, true));
    showNotices(doc, notices);
    bus.emit('wc_cart_emptied');
  } else {
    const adopted = doc.importNode(form, true) as HTMLFormElement;
    current.replaceWith(adopted);
    adopted.querySelector<HTMLButtonElement>('[name="update_cart"]')?.setAttribute('disabled', '');
    showNotices(doc, notices);
    replaceTotals(doc, page.querySelector('.cart_totals'), bus);
  }
  bus.emit('updated_wc_div');
}
