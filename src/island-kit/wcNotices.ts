import { prefersReducedMotion } from '../adapters/pageEnvironment.ts';
import { WC_NOTICE_SELECTOR } from '../core/constants.ts';
import { scrollToNotices } from '../core/notices/index.ts';

/**
 * Removes WooCommerce's notices (cart.js / checkout.js do before showing new ones). A group of ours
 * (noticeGroup) left with no notice in it goes too: an empty alert must not linger, focusable.
 */
/** WooCommerce's error notice markup (`wc_print_notice( $message, 'error' )`) for a message of our own. */
export const errorNoticeHtml = (message: string): string => `<ul class="woocommerce-error" role="alert"><li>${message}</li></ul>`;

export function removeNotices(doc: Document, selector = WC_NOTICE_SELECTOR): void {
  doc.querySelectorAll(selector).forEach((n) => n.remove());
  doc.querySelectorAll('.woocommerce-NoticeGroup').forEach((group) => {
    if (group.childElementCount === 0) group.remove();
  });
}

/**
 * Notices HTML (an answer of apply_coupon, remove_coupon, checkout) as one group for this document.
 * WooCommerce puts role="alert" on its error `<ul>` (which takes the list's semantics away from its
 * items, axe: listitem) and on each message; the group carries the one role instead, so lists stay
 * lists and nothing is announced twice: a deliberate difference.
 */
export function noticeGroup(doc: Document, html: string, className = 'woocommerce-NoticeGroup'): HTMLElement {
  const group = doc.createElement('div');
  group.className = className;
  group.setAttribute('role', 'alert');
  group.tabIndex = -1;
  group.innerHTML = html;
  group.querySelectorAll('[role="alert"]').forEach((notice) => notice.removeAttribute('role'));
  return group;
}

/** Where an answer's notices go (cart.js / checkout.js each have their own place and group class). */
export interface NoticePlacement {
  /** The notices the new ones replace. */
  readonly clear: string;
  /** The group's classes, e.g. 'woocommerce-NoticeGroup woocommerce-NoticeGroup-cart'. */
  readonly className: string;
  /** Puts the group in the page (and marks it up first where needed). */
  readonly place: (group: HTMLElement) => void;
}

/**
 * The 'show notices' step of WooCommerce's busy flows: the old notices removed and the answer's put in
 * their place as one group. The caller reveals it (revealNotice) once the fields it names can take the
 * focus, i.e. after unblocking.
 */
export function replaceNotices(doc: Document, html: string, placement: NoticePlacement): HTMLElement {
  removeNotices(doc, placement.clear);
  const group = noticeGroup(doc, html, placement.className);
  placement.place(group);
  return group;
}

/**
 * Scrolls to the first alert (spec s2: 100 px above, 1 s, no animation for reduced motion) and
 * focuses it, so screen readers read the message and keyboard users start from it.
 */
export function revealNotice(notice: Element | null): void {
  if (!(notice instanceof HTMLElement)) return;
  scrollToNotices(notice, { animate: !prefersReducedMotion() });
  if (!notice.hasAttribute('tabindex')) notice.setAttribute('tabindex', '-1');
  notice.focus({ preventScroll: true });
}
