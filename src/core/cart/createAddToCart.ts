import { CART_OFFLINE_MESSAGE, CART_REQUEST_TIMEOUT_MS, CART_UNKNOWN_ERROR_MESSAGE, FRAGMENT_REQUEST_TIMEOUT_MS } from '../constants.ts';
import type { EventBus } from '../events/index.ts';
import type { RequestQueue } from '../queue/index.ts';
import { ajaxEndpoint } from './ajaxEndpoint.ts';
import { clearButtonMessage, showButtonMessage } from './buttonMessage.ts';
import { readAddToCartAnswer, cartAnswerReader, type CartAnswer, type FragmentsAnswer } from './cartAnswers.ts';
import type { AddToCartConfig } from './cartConfig.ts';
import { checkAdd, type CartSnapshot } from './checkAdd.ts';
import { collectButtonData } from './collectButtonData.ts';
import { createPageLeave, type PageLeave } from './createPageLeave.ts';
import { safeNavigationUrl } from '../url/index.ts';
import { request } from '../http/request.ts';
import type { HttpResult } from '../http/types.ts';

export interface AddToCartDependencies {
  readonly config: AddToCartConfig;
  readonly bus: EventBus;
  /** The cart's one serial queue, shared with mini-cart removals (spec s4 'Request queue'). */
  readonly queue: RequestQueue;
  /** Leaves the page (product page, cart, or the button's own non-JS URL). */
  readonly navigate: (url: string) => void;
  /** Shared with the mini-cart remover so one page leave waits for both; default one of its own. */
  readonly pageLeave?: PageLeave;
  /** The cart as the page knows it before an add is sent; default: the cookie and the page's mini-cart. */
  readonly readCart?: () => CartSnapshot;
  /** `navigator.onLine`; default always online. */
  readonly isOnline?: () => boolean;
  /** Speaks a failure in the cart's polite live region; default silent. */
  readonly announce?: (message: string) => void;
  /**
   * Resolves once the click's 'loading' state has been painted; the add's events, the cart read and
   * the request wait for it (the queue slot is taken at the click). Default: a microtask.
   */
  readonly afterFeedback?: () => Promise<void>;
  /** An add with no answer after this long is aborted and found out; default CART_REQUEST_TIMEOUT_MS. */
  readonly requestTimeoutMs?: number;
  /** The failures said, in the store's language; default English (spec s8). */
  readonly messages?: CartMessages;
  readonly fetch?: typeof fetch;
}

/** What a failed cart request tells the shopper (spec s8 'Request errors'). */
export interface CartMessages {
  readonly offline: string;
  readonly unknownError: string;
}

export const ENGLISH_CART_MESSAGES: CartMessages = { offline: CART_OFFLINE_MESSAGE, unknownError: CART_UNKNOWN_ERROR_MESSAGE };

export interface AddToCart {
  /**
   * Adds the button's product by AJAX. Returns false when the button has no data-product_id: the
   * caller then lets the browser follow the link (spec s3 'Add-to-cart request').
   */
  add(button: HTMLElement): boolean;
}

/**
 * AJAX add to cart where each click ends as exactly one add on the server or a visible error for that
 * product. Everything about one add (send, read, find out, react) runs inside its queue slot, so the
 * next add starts from the cart this one left.
 */
export function createAddToCart(dependencies: AddToCartDependencies): AddToCart {
  const { config, bus, queue } = dependencies;
  const pageLeave = dependencies.pageLeave ?? createPageLeave(queue, dependencies.navigate);
  const isOnline = dependencies.isOnline ?? (() => true);
  const readCart = dependencies.readCart ?? (() => ({ hash: '', miniCart: undefined }));
  const fetchOption = dependencies.fetch ? { fetch: dependencies.fetch } : {};
  const requestTimeoutMs = dependencies.requestTimeoutMs ?? CART_REQUEST_TIMEOUT_MS;
  const messages = dependencies.messages ?? ENGLISH_CART_MESSAGES;
  const afterFeedback = dependencies.afterFeedback ?? (() => Promise.resolve());

  const report = (button: HTMLElement, message: string): void => {
    button.classList.remove('loading');
    showButtonMessage(button, message);
    dependencies.announce?.(message);
  };

  // Only once the server is known not to have added: the button's own non-JS URL (?add-to-cart=ID)
  // completes the add, after the queue has drained.
  const fallBack = (button: HTMLElement): void => {
    const raw = button.getAttribute('href');
    const url = raw && raw !== '#' ? safeNavigationUrl(raw, button.ownerDocument.baseURI) : undefined;
    if (url && pageLeave.leave(url)) button.classList.remove('loading');
    else report(button, messages.unknownError);
  };

  const added = (button: HTMLElement, answer: FragmentsAnswer): void => {
    // A cart URL that is not http(s) is never followed: the add is done, so it ends on this page.
    const cart = config.redirectAfterAdd === 'yes' ? safeNavigationUrl(config.cartUrl, button.ownerDocument.baseURI) : undefined;
    if (cart && pageLeave.leave(cart)) return;
    bus.emit('added_to_cart', { ...answer, button });
  };

  const refreshFragments = (): Promise<HttpResult<CartAnswer>> => request(ajaxEndpoint(config.wcAjaxUrl, 'get_refreshed_fragments'), {
    form: { time: Date.now() }, timeoutMs: FRAGMENT_REQUEST_TIMEOUT_MS, read: cartAnswerReader(), ...fetchOption,
  });

  async function findOut(button: HTMLElement, before: CartSnapshot): Promise<void> {
    const check = await checkAdd(before, button.dataset.product_id ?? '', refreshFragments);
    if (check.kind === 'added') added(button, check.answer);
    else if (check.kind === 'not-added') fallBack(button);
    else report(button, check.kind === 'offline' ? messages.offline : messages.unknownError);
  }

  // WooCommerce's veto and `adding_to_cart` (contract s1.3 steps 5-6), after the 'loading' paint: their
  // handlers (jQuery's trigger, a plugin's analytics) ran in the click's task and held that paint back
  // (issue #29). Returns the data to send, or undefined when a handler vetoed the add.
  const announceAdd = (button: HTMLElement): Record<string, unknown> | undefined => {
    if (!bus.ask('should_send_ajax_request.adding_to_cart', { button })) {
      bus.emit('ajax_request_not_sent.adding_to_cart', { button });
      button.classList.remove('loading');
      return undefined;
    }
    const data = collectButtonData(button);
    // Handlers may edit `data` in place; what they leave is what is sent (contract s1.3 step 6).
    bus.emit('adding_to_cart', { button, data });
    return data;
  };

  async function run(button: HTMLElement, data: Record<string, unknown>): Promise<void> {
    // The network went away while this click waited its turn: nothing is sent, nothing navigates.
    if (!isOnline()) return report(button, messages.offline);
    const before = readCart();
    const answer = await request(ajaxEndpoint(config.wcAjaxUrl, 'add_to_cart'), { form: data, timeoutMs: requestTimeoutMs, read: cartAnswerReader(), ...fetchOption });
    // A 5xx, a dropped connection, an unreadable answer or none within the bound: the server may have
    // added (or still be adding). The slot ends here either way, so later clicks go on.
    if (!answer.ok) return findOut(button, before);
    const outcome = readAddToCartAnswer(answer.value);
    if (outcome.kind === 'product-page') {
      // The server refused the add and names the product page; a target that is not http(s) is
      // ignored and the refusal ends at the button's own link instead.
      const url = safeNavigationUrl(outcome.url, button.ownerDocument.baseURI);
      if (!url || !pageLeave.leave(url)) fallBack(button);
    } else if (outcome.kind === 'fragments') added(button, outcome.answer);
    else return findOut(button, before);
  }

  return {
    add(button) {
      if (!button.hasAttribute('data-product_id')) return false;
      // The click's only work before the browser may paint: the 'loading' state, then the queue slot
      // (so a page leave and the next add wait for this one). Events, cart read and request follow the paint.
      button.classList.remove('added');
      button.classList.add('loading');
      clearButtonMessage(button);
      if (!isOnline()) {
        report(button, messages.offline);
        return true;
      }
      // Started at the click, not in the slot: each click's `adding_to_cart` fires in click order right
      // after its paint, before its own request, as WooCommerce fires it before its request.
      const announced = afterFeedback().then(() => announceAdd(button));
      queue.enqueue(async () => {
        const data = await announced;
        if (data) await run(button, data);
      }).catch((error: unknown) => {
        // A throwing event handler must not leave the button spinning; the error still surfaces.
        report(button, messages.unknownError);
        console.error(error);
      });
      return true;
    },
  };
}
