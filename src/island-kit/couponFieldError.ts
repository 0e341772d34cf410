import { COUPON_ERROR_CLASS, COUPON_ERROR_ID, COUPON_REFUSAL_MARKERS } from '../core/constants.ts';

/** True when an apply_coupon answer is a refusal (cart.js / checkout.js read the answer's text for these classes). */
export function isCouponRefusal(html: string): boolean {
  return COUPON_REFUSAL_MARKERS.some((marker) => html.includes(marker));
}

/** The text of an answer's notices, as `$($.parseHTML(html)).text().trim()` reads it, without running anything. */
export function noticeText(html: string, doc: Document): string {
  const template = doc.createElement('template');
  template.innerHTML = html;
  return (template.content.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** Removes the message under the coupon field and the field's invalid marks (cart.js / checkout.js remove_coupon_error). */
export function clearCouponError(field: HTMLInputElement): void {
  field.classList.remove('has-error');
  field.removeAttribute('aria-invalid');
  field.removeAttribute('aria-describedby');
  field.ownerDocument.querySelectorAll(`.${COUPON_ERROR_CLASS}`).forEach((n) => n.remove());
}

export interface CouponErrorOptions {
  /** `p` on the cart (cart.js), `span` on the checkout (checkout.js). */
  readonly tag: 'p' | 'span';
  /** role="alert": when the message is written after the field has focus, so a screen reader says it. */
  readonly live: boolean;
}

/**
 * Writes a refused coupon's message under the coupon field (inside `container`) and marks the field
 * invalid and described by it, as WooCommerce 10+ does instead of a page notice. Nothing when the
 * message is empty. Returns the message element.
 */
export function showCouponError(field: HTMLInputElement, container: Element, message: string, options: CouponErrorOptions): HTMLElement | null {
  clearCouponError(field);
  if (message === '') return null;
  const note = field.ownerDocument.createElement(options.tag);
  note.className = COUPON_ERROR_CLASS;
  note.id = COUPON_ERROR_ID;
  note.textContent = message;
  if (options.live) note.setAttribute('role', 'alert');
  field.classList.add('has-error');
  field.setAttribute('aria-invalid', 'true');
  field.setAttribute('aria-describedby', COUPON_ERROR_ID);
  container.append(note);
  return note;
}
