import { navigateTo } from '../../adapters/browser.ts';
import { readCartPageConfig } from '../../adapters/readCheckoutParams.ts';
import { ajaxEndpoint } from '../../core/cart/ajaxEndpoint.ts';
import { blockElement, unblockElement } from '../../core/cart/blockElement.ts';
import { parseHtml } from '../../core/checkout/index.ts';
import { CART_UNKNOWN_ERROR_MESSAGE } from '../../core/constants.ts';
import { formFields, request } from '../../core/http/index.ts';
import type { IslandContext, Unmount } from '../../core/scanner/index.ts';
import { safeNavigationUrl } from '../../core/url/index.ts';
import { clearCouponError, isCouponRefusal, noticeText, showCouponError } from '../shared/couponFieldError.ts';
import { errorNoticeHtml, noticeGroup, removeNotices, revealNotice } from '../shared/wcNotices.ts';
import { CART_NOTICES, replaceTotals, updateCartDiv } from './updateCartDiv.ts';

/**
 * The classic cart page (cart.js), delegated on the document because the cart form and totals are
 * replaced after each change. Every request blocks what it will replace, so a second click has
 * nothing to land on; a request that fails falls back to the plain-HTML action (the link or the form).
 */
export function mount(body: HTMLElement, context: IslandContext): Unmount {
  const doc = body.ownerDocument;
  // A Blocks cart page has the same body class but none of this markup (and no wc_cart_params).
  if (!doc.querySelector('.woocommerce-cart-form, .wc-empty-cart-message')) return () => undefined;
  const config = readCartPageConfig();
  const { bus } = context;
  const cartForm = (): HTMLFormElement | null => doc.querySelector<HTMLFormElement>('.woocommerce-cart-form');
  const totals = (): HTMLElement | null => doc.querySelector<HTMLElement>('div.cart_totals');

  /**
   * Runs `work` with the cart form and totals blocked, then unblocks whatever is still on the page.
   * Actions run one after another: one that arrives while another is running (a click on what was
   * not blocked, or on what the answer just drew) waits its turn behind the overlay instead of being
   * dropped, so every click ends in its own answer. `work` answers false when a request failed.
   */
  let running: Promise<void> = Promise.resolve();
  const busy = (work: () => Promise<boolean>, fallback: () => void, ...extra: Array<HTMLElement | null>): Promise<void> => {
    const run = async (): Promise<void> => {
      const blocked = [cartForm(), totals(), ...extra].filter((el): el is HTMLElement => el !== null && el.isConnected);
      blocked.forEach(blockElement);
      try {
        if (!(await work())) fallback();
      } catch {
        fallback();
      } finally {
        blocked.forEach((el) => el.isConnected && unblockElement(el));
      }
    };
    running = running.then(run);
    return running;
  };

  const showAnswerNotices = (html: string): void => {
    removeNotices(doc, CART_NOTICES);
    const group = noticeGroup(doc, html, 'woocommerce-NoticeGroup woocommerce-NoticeGroup-cart');
    (doc.querySelector('.woocommerce-notices-wrapper') ?? cartForm())?.prepend(group);
    revealNotice(group);
  };

  /** cart.js update_cart: the form posted without an action, the page answered, regions replaced. */
  const refreshCart = async (preserveNotices: boolean): Promise<boolean> => {
    const form = cartForm();
    if (!form) return true;
    const answer = await request(form.action, { form: formFields(form) });
    if (answer.ok) updateCartDiv(doc, answer.value, bus, preserveNotices);
    return answer.ok;
  };

  /** A cart form posted and its answer drawn in place of the cart. */
  const postCartForm = async (form: HTMLFormElement, data: URLSearchParams): Promise<boolean> => {
    const answer = await request(form.action, { form: data });
    if (answer.ok) updateCartDiv(doc, answer.value, bus);
    return answer.ok;
  };

  const quantityUpdate = (form: HTMLFormElement): void => {
    const data = formFields(form);
    data.set('update_cart', 'Update Cart');
    void busy(() => postCartForm(form, data), () => form.submit());
  };

  const couponField = (): HTMLInputElement | null => doc.querySelector<HTMLInputElement>('#coupon_code');

  /** cart.js apply_coupon (WooCommerce 10+): a success is a notice; a refusal is written under the field. */
  const applyCoupon = (input: HTMLInputElement): void => {
    const code = input.value;
    void busy(async () => {
      const answer = await request(ajaxEndpoint(config.wcAjaxUrl, 'apply_coupon'), { form: { security: config.applyCouponNonce, coupon_code: code } });
      if (!answer.ok) return false;
      const html = answer.value;
      if (isCouponRefusal(html)) {
        removeNotices(doc, CART_NOTICES);
        const field = couponField();
        const wrapper = field?.closest('.coupon');
        if (field && wrapper) showCouponError(field, wrapper, noticeText(html, doc), { tag: 'p', live: false });
      } else {
        showAnswerNotices(html);
      }
      bus.emit('applied_coupon', code);
      return refreshCart(true);
    }, () => cartForm()?.submit());
  };

  const showUnknownError = (): void => showAnswerNotices(errorNoticeHtml(CART_UNKNOWN_ERROR_MESSAGE));

  /** cart.js remove_coupon_clicked: the answer's notice, the coupon field emptied and cleared, then the cart refreshed. */
  const removeCoupon = (link: HTMLAnchorElement): void => {
    const code = link.dataset.coupon ?? '';
    void busy(async () => {
      const answer = await request(ajaxEndpoint(config.wcAjaxUrl, 'remove_coupon'), { form: { security: config.removeCouponNonce, coupon: code } });
      if (!answer.ok) return false;
      showAnswerNotices(answer.value);
      bus.emit('removed_coupon', code);
      const field = couponField();
      if (field) {
        field.value = '';
        clearCouponError(field);
      }
      return refreshCart(true);
    }, () => navigateTo(link.href) || showUnknownError());
  };

  /**
   * cart.js: a remove or undo link is requested and the answer's cart shown. A link that is not
   * http(s) (`javascript:`, `data:`) is neither requested nor followed: an error notice instead.
   */
  const followLink = (link: HTMLAnchorElement, removal: boolean): void => {
    const url = safeNavigationUrl(link.href, doc.baseURI);
    if (url === undefined) return showUnknownError();
    void busy(async () => {
      const answer = await request(url, { method: 'GET' });
      if (!answer.ok) return false;
      updateCartDiv(doc, answer.value, bus);
      if (removal) bus.emit('item_removed_from_classic_cart');
      return true;
    }, () => navigateTo(url));
  };

  const shippingMethod = (): void => {
    const data = new URLSearchParams({ security: config.updateShippingMethodNonce });
    doc.querySelectorAll<HTMLInputElement | HTMLSelectElement>('select.shipping_method, input[name^="shipping_method"][type="radio"]:checked, input[name^="shipping_method"][type="hidden"]')
      .forEach((f) => data.set(`shipping_method[${f.dataset.index ?? '0'}]`, f.value));
    void busy(async () => {
      const answer = await request(ajaxEndpoint(config.wcAjaxUrl, 'update_shipping_method'), { form: data });
      if (!answer.ok) return false;
      replaceTotals(doc, parseHtml(answer.value, doc).querySelector('.cart_totals'), bus);
      bus.emit('updated_shipping_method');
      return true;
    }, () => window.location.reload());
  };

  const onSubmit = (event: SubmitEvent): void => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    if (form.matches('form.woocommerce-shipping-calculator')) {
      event.preventDefault();
      const data = formFields(form);
      data.set('calc_shipping', 'x');
      void busy(() => postCartForm(form, data), () => form.submit(), form);
      return;
    }
    if (!form.matches('.woocommerce-cart-form') || !form.querySelector('.woocommerce-cart-form__contents')) return;
    const submitter = event.submitter;
    const active = doc.activeElement;
    // Enter in a quantity field submits with the first button (Apply coupon): cart.js looks at the focus too.
    if (submitter?.getAttribute('name') === 'update_cart' || active?.matches('input.qty')) {
      event.preventDefault();
      quantityUpdate(form);
    } else if (submitter?.getAttribute('name') === 'apply_coupon' || active?.matches('#coupon_code')) {
      event.preventDefault();
      const input = form.querySelector<HTMLInputElement>('#coupon_code');
      if (input) applyCoupon(input);
    }
  };

  const onClick = (event: MouseEvent): void => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    const remove = target.closest<HTMLAnchorElement>('.woocommerce-cart-form .product-remove > a');
    const restore = target.closest<HTMLAnchorElement>('.restore-item');
    const coupon = target.closest<HTMLAnchorElement>('a.woocommerce-remove-coupon');
    const toggle = target.closest<HTMLAnchorElement>('.shipping-calculator-button');
    if (remove) followLink(remove, true);
    else if (restore) followLink(restore, false);
    else if (coupon) removeCoupon(coupon);
    else if (toggle) toggleCalculator(toggle);
    else return;
    event.preventDefault();
  };

  const toggleCalculator = (toggle: HTMLAnchorElement): void => {
    const section = doc.querySelector<HTMLElement>('.shipping-calculator-form');
    if (!section) return;
    const open = section.style.display === 'none';
    section.style.display = open ? '' : 'none';
    toggle.setAttribute('aria-expanded', String(open));
    // cart.js refreshes the calculator's country fields when it opens.
    if (open) doc.querySelectorAll('select.country_to_state, input.country_to_state').forEach((f) => f.dispatchEvent(new Event('change', { bubbles: true })));
  };

  const onChange = (event: Event): void => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    if (target.matches('select.shipping_method, input[name^="shipping_method"]')) shippingMethod();
    else if (target.matches('#coupon_code')) clearCouponError(target as HTMLInputElement);
    else if (target.closest('.woocommerce-cart-form .cart_item')) enableUpdate();
  };
  // cart.js input_changed: the Update cart button is usable once a quantity changed.
  const enableUpdate = (): void => cartForm()?.querySelector('[name="update_cart"]')?.removeAttribute('disabled');
  const onInput = (event: Event): void => {
    if (!(event.target instanceof Element)) return;
    if (event.target.closest('.woocommerce-cart-form .cart_item')) enableUpdate();
    // cart.js remove_coupon_error: editing the code clears the refusal written under it.
    else if (event.target.matches('#coupon_code')) clearCouponError(event.target as HTMLInputElement);
  };

  // cart.js disables 'Update cart' at init; a quantity changed while this code loaded keeps it usable.
  const edited = [...doc.querySelectorAll<HTMLInputElement>('.woocommerce-cart-form input.qty')].some((q) => q.value !== q.defaultValue);
  cartForm()?.querySelector('[name="update_cart"]')?.toggleAttribute('disabled', !edited);
  const submitListener = (event: Event): void => onSubmit(event as SubmitEvent);
  // Actions the loader held while this code downloaded (definition.ts), answered in order.
  for (const event of context.pending) {
    if (event.type === 'click') onClick(event as MouseEvent);
    else if (event.type === 'submit') onSubmit(event as SubmitEvent);
  }
  doc.addEventListener('submit', submitListener);
  doc.addEventListener('click', onClick);
  doc.addEventListener('change', onChange);
  doc.addEventListener('input', onInput);
  return () => {
    doc.removeEventListener('submit', submitListener);
    doc.removeEventListener('click', onClick);
    doc.removeEventListener('change', onChange);
    doc.removeEventListener('input', onInput);
  };
}
