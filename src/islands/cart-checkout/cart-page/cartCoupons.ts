import { navigateTo } from '../../../adapters/browser.ts';
import { requestCoupon } from '../../../core/checkout/index.ts';
import { clearCouponError, isCouponRefusal, noticeText, showCouponError } from '../../../island-kit/couponFieldError.ts';
import { removeNotices } from '../../../island-kit/wcNotices.ts';
import type { CartPage } from './createCartPage.ts';
import { CART_NOTICES } from './updateCartDiv.ts';

const couponField = (doc: Document): HTMLInputElement | null => doc.querySelector<HTMLInputElement>('#coupon_code');

/** cart.js apply_coupon (WooCommerce 10+): a success is a notice; a refusal is written under the field. */
export function applyCoupon(page: CartPage, input: HTMLInputElement): void {
  const { doc, bus } = page;
  const code = input.value;
  void page.busy(async () => {
    const answer = await requestCoupon(page.config, { action: 'apply', code });
    if (!answer.ok) return false;
    if (isCouponRefusal(answer.value)) {
      removeNotices(doc, CART_NOTICES);
      const field = couponField(doc);
      const wrapper = field?.closest('.coupon');
      if (field && wrapper) showCouponError(field, wrapper, noticeText(answer.value, doc), { tag: 'p', live: false });
    } else {
      page.showAnswerNotices(answer.value);
    }
    bus.emit('applied_coupon', code);
    return page.refreshCart(true);
  }, () => page.cartForm()?.submit());
}

/** cart.js remove_coupon_clicked: the answer's notice, the coupon field emptied and cleared, then the cart refreshed. */
export function removeCoupon(page: CartPage, link: HTMLAnchorElement): void {
  const code = link.dataset.coupon ?? '';
  void page.busy(async () => {
    const answer = await requestCoupon(page.config, { action: 'remove', code });
    if (!answer.ok) return false;
    page.showAnswerNotices(answer.value);
    page.bus.emit('removed_coupon', code);
    const field = couponField(page.doc);
    if (field) {
      field.value = '';
      clearCouponError(field);
    }
    return page.refreshCart(true);
  }, () => navigateTo(link.href) || page.showUnknownError());
}
