import type { CartPageConfig } from '../../../core/checkout/index.ts';
import { readBundleStrings } from '../../../adapters/readBundleStrings.ts';
import type { EventBus } from '../../../core/events/index.ts';
import { formFields, request } from '../../../core/http/index.ts';
import { runBusy } from '../../../island-kit/runBusy.ts';
import { errorNoticeHtml, replaceNotices, revealNotice } from '../../../island-kit/wcNotices.ts';
import { CART_NOTICES, updateCartDiv } from './updateCartDiv.ts';

/** What the cart page's parts share: its document, config and bus, and cart.js' request steps. */
export interface CartPage {
  readonly doc: Document;
  readonly config: CartPageConfig;
  readonly bus: EventBus;
  cartForm(): HTMLFormElement | null;
  /**
   * Runs `work` with the cart form and totals (and `extra`) blocked; `work` answers false when a request
   * failed, and `fallback` (the plain-HTML action: the link or the form) then runs.
   */
  busy(work: () => Promise<boolean>, fallback: () => void, ...extra: Array<HTMLElement | null>): Promise<void>;
  /** An answer's notices, in place of the cart's notices, scrolled to and focused (spec s2). */
  showAnswerNotices(html: string): void;
  showUnknownError(): void;
  /** cart.js update_cart: the form posted without an action, the page answered, regions replaced. */
  refreshCart(preserveNotices: boolean): Promise<boolean>;
  /** A cart form posted and its answer drawn in place of the cart. */
  postCartForm(form: HTMLFormElement, data: URLSearchParams): Promise<boolean>;
}

export function createCartPage(doc: Document, config: CartPageConfig, bus: EventBus): CartPage {
  const cartForm = (): HTMLFormElement | null => doc.querySelector<HTMLFormElement>('.woocommerce-cart-form');
  const totals = (): HTMLElement | null => doc.querySelector<HTMLElement>('div.cart_totals');
  // Actions run one after another: one that arrives while another is running (a click on what was not
  // blocked, or on what the answer just drew) waits its turn behind the overlay instead of being
  // dropped, so every click ends in its own answer.
  let running: Promise<void> = Promise.resolve();
  const busy: CartPage['busy'] = (work, fallback, ...extra) => {
    running = running.then(() => runBusy({ block: [cartForm(), totals(), ...extra] }, async () => {
      try {
        if (!(await work())) fallback();
      } catch {
        fallback();
      }
    }));
    return running;
  };
  const showAnswerNotices = (html: string): void => revealNotice(replaceNotices(doc, html, {
    clear: CART_NOTICES,
    className: 'woocommerce-NoticeGroup woocommerce-NoticeGroup-cart',
    place: (group) => (doc.querySelector('.woocommerce-notices-wrapper') ?? cartForm())?.prepend(group),
  }));
  const postCartForm = async (form: HTMLFormElement, data: URLSearchParams, preserveNotices = false): Promise<boolean> => {
    const answer = await request(form.action, { form: data });
    if (answer.ok) updateCartDiv(doc, answer.value, bus, preserveNotices);
    return answer.ok;
  };
  const page: CartPage = {
    doc,
    config,
    bus,
    cartForm,
    busy,
    showAnswerNotices,
    showUnknownError: () => showAnswerNotices(errorNoticeHtml(readBundleStrings(doc).cartUnknownError)),
    refreshCart: async (preserveNotices) => {
      const form = cartForm();
      return form ? postCartForm(form, formFields(form), preserveNotices) : true;
    },
    postCartForm: (form, data) => postCartForm(form, data),
  };
  return page;
}
