import { navigateTo } from '../../../adapters/browser.ts';
import { requestCoupon } from '../../../core/checkout/index.ts';
import type { CheckoutConfig } from '../../../core/checkout/index.ts';
import { readBundleStrings } from '../../../adapters/readBundleStrings.ts';
import { INLINE_ERROR_CLASS } from '../../../core/constants.ts';
import type { EventBus } from '../../../core/events/index.ts';
import { clearCouponError, isCouponRefusal, noticeText, showCouponError } from '../../../island-kit/couponFieldError.ts';
import { runBusy } from '../../../island-kit/runBusy.ts';
import { errorNoticeHtml, removeNotices, replaceNotices, revealNotice } from '../../../island-kit/wcNotices.ts';

const CHECKOUT_NOTICES = '.woocommerce-error, .woocommerce-message, .is-error, .is-success';

/**
 * checkout.js checkout_coupons: the 'Click here to enter your code' toggle, the coupon form (outside
 * the checkout form) sent to wc-ajax=apply_coupon, and [Remove] links in the review table sent to
 * remove_coupon; each answer's notices shown, then the review refreshed without touching the rates.
 */
export function bindCheckoutCoupons(form: HTMLFormElement, config: CheckoutConfig, bus: EventBus, pending: readonly Event[] = []): () => void {
  const doc = form.ownerDocument;
  const couponForm = (): HTMLFormElement | null => doc.querySelector<HTMLFormElement>('form.checkout_coupon');
  const show = (html: string, before: Element): void => revealNotice(replaceNotices(doc, html, {
    clear: `${CHECKOUT_NOTICES}, .woocommerce-NoticeGroup-coupon`,
    className: 'woocommerce-NoticeGroup woocommerce-NoticeGroup-coupon',
    place: (group) => before.before(group),
  }));
  const couponInput = (): HTMLInputElement | null => couponForm()?.querySelector<HTMLInputElement>('input[name="coupon_code"]') ?? null;
  const setOpen = (coupon: HTMLFormElement, open: boolean): void => {
    coupon.style.display = open ? '' : 'none';
    doc.querySelector('a.showcoupon')?.setAttribute('aria-expanded', String(open));
  };
  /** checkout.js clear_coupon_input: the code emptied and any refusal under it removed. */
  const clearInput = (): void => {
    const input = couponInput();
    if (!input) return;
    input.value = '';
    clearCouponError(input);
  };
  const onClick = (event: MouseEvent): void => {
    const target = event.target instanceof Element ? event.target : null;
    const toggle = target?.closest('a.showcoupon');
    const remove = target?.closest<HTMLAnchorElement>('.woocommerce-remove-coupon');
    if (toggle) {
      event.preventDefault();
      const coupon = couponForm();
      if (!coupon) return;
      const open = coupon.style.display === 'none';
      setOpen(coupon, open);
      if (open) coupon.querySelector<HTMLInputElement>('input')?.focus();
    } else if (remove && form.contains(remove)) {
      event.preventDefault();
      void removeCoupon(remove);
    }
  };
  const removeCoupon = (link: HTMLAnchorElement): Promise<void> => {
    const code = link.dataset.coupon ?? '';
    return runBusy({ block: [link.closest<HTMLElement>('.woocommerce-checkout-review-order') ?? form] }, async () => {
      const answer = await requestCoupon(config, { action: 'remove', code });
      // The link's own URL does the job without JS; one that is not http(s) is never followed.
      if (!answer.ok) {
        if (!navigateTo(link.href)) show(errorNoticeHtml(readBundleStrings(form.ownerDocument).cartUnknownError), form);
        return;
      }
      if (!answer.value) return;
      show(answer.value, form);
      bus.emit('removed_coupon_in_checkout', code);
      bus.emit('update_checkout', { update_shipping_method: false });
      // checkout.js: the code field is emptied and the coupon form folds away.
      clearInput();
      const coupon = couponForm();
      if (coupon) setOpen(coupon, false);
    });
  };
  /**
   * checkout.js submit (WooCommerce 10+): an accepted code's notice goes before the folded form; a
   * refused one is written under the field, which keeps the focus (once unblocked), and the form stays open.
   */
  const onSubmit = async (event: SubmitEvent): Promise<void> => {
    const coupon = event.target;
    if (!(coupon instanceof HTMLFormElement) || !coupon.matches('form.checkout_coupon')) return;
    event.preventDefault();
    const input = coupon.querySelector<HTMLInputElement>('input[name="coupon_code"]');
    if (input) clearCouponError(input);
    if (coupon.classList.contains('processing')) return;
    const code = input?.value ?? '';
    const billingEmail = doc.querySelector<HTMLInputElement>('#billing_email')?.value ?? '';
    await runBusy({ block: [coupon], processing: true }, async (unblock) => {
      const answer = await requestCoupon(config, { action: 'apply', code, billingEmail });
      if (!answer.ok) {
        unblock();
        show(errorNoticeHtml('Coupon could not be applied. Please try again.'), coupon);
        return;
      }
      removeNotices(doc, `${CHECKOUT_NOTICES}, .woocommerce-NoticeGroup-coupon, .${INLINE_ERROR_CLASS}`);
      unblock();
      const html = answer.value;
      if (!html) return;
      if (isCouponRefusal(html) && input?.parentElement) {
        input.focus();
        showCouponError(input, input.parentElement, noticeText(html, doc), { tag: 'span', live: true });
      } else {
        setOpen(coupon, false);
        show(html, coupon);
        clearInput();
      }
      bus.emit('applied_coupon_in_checkout', code);
      bus.emit('update_checkout', { update_shipping_method: false });
    });
  };
  // checkout.js remove_coupon_error: editing the code clears the refusal written under it.
  const onEdit = (event: Event): void => {
    if (event.target instanceof HTMLInputElement && event.target.matches('#coupon_code')) clearCouponError(event.target);
  };
  // checkout.js: the review's [Remove] links carry role="button", so Space presses them.
  const onKeydown = (event: KeyboardEvent): void => {
    const link = event.key === ' ' && event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('.woocommerce-remove-coupon') : null;
    if (!link) return;
    event.preventDefault();
    link.click();
  };
  const submitListener = (event: Event): void => void onSubmit(event as SubmitEvent);
  const listeners: Array<[string, EventListener]> = [
    ['click', onClick as EventListener], ['submit', submitListener], ['input', onEdit], ['change', onEdit], ['keydown', onKeydown as EventListener],
  ];
  // A toggle clicked before this code arrived opens the form now, without a second click.
  for (const event of pending) if (event.type === 'click') onClick(event as MouseEvent);
  listeners.forEach(([type, listener]) => doc.addEventListener(type, listener));
  return () => listeners.forEach(([type, listener]) => doc.removeEventListener(type, listener));
}
