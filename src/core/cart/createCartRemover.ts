import { CART_REQUEST_TIMEOUT_MS } from '../constants.ts';
import { ENGLISH_CART_MESSAGES, type CartMessages } from './createAddToCart.ts';
import type { EventBus } from '../events/index.ts';
import type { RequestQueue } from '../queue/index.ts';
import { ajaxEndpoint } from './ajaxEndpoint.ts';
import { blockElement, unblockElement } from './blockElement.ts';
import { cartAnswerReader, readFragmentsAnswer } from './cartAnswers.ts';
import { createPageLeave, type PageLeave } from './createPageLeave.ts';
import { safeNavigationUrl } from '../url/index.ts';
import { request } from '../http/request.ts';

export interface CartRemoverDependencies {
  readonly wcAjaxUrl: string;
  readonly bus: EventBus;
  /** The same queue as add to cart (spec s4 'Request queue'). */
  readonly queue: RequestQueue;
  readonly navigate: (url: string) => void;
  /** Shared with add to cart so one page leave waits for both; default one of its own. */
  readonly pageLeave?: PageLeave;
  /** Where replaced mini-cart lines are found again; default `document`. */
  readonly root?: ParentNode;
  /** Speaks a failure in the cart's polite live region; default silent. */
  readonly announce?: (message: string) => void;
  /** A removal with no answer after this long is aborted and falls back; default CART_REQUEST_TIMEOUT_MS. */
  readonly requestTimeoutMs?: number;
  /** The failures said, in the store's language; default English (spec s8). */
  readonly messages?: CartMessages;
  readonly fetch?: typeof fetch;
}

export interface CartRemover {
  /** Removes the mini-cart line of this `.remove_from_cart_button` link by AJAX. */
  remove(link: HTMLElement): void;
}

const REMOVE_LINK = '.remove_from_cart_button';
const LINE = '.woocommerce-mini-cart-item';

/**
 * Mini-cart line removal (spec s4; contract s1.4). A line stays blocked from its click until its answer,
 * also when fragments (a page-load refresh, an add's answer) replace it meanwhile, and a line already
 * queued for removal sends nothing more: a second request would find no line and answer {success:false}.
 */
export function createCartRemover(dependencies: CartRemoverDependencies): CartRemover {
  const { bus, queue } = dependencies;
  const root = dependencies.root ?? document;
  const pageLeave = dependencies.pageLeave ?? createPageLeave(queue, dependencies.navigate);
  const removing = new Set<string>();

  const linesOf = (key: string): HTMLElement[] =>
    [...root.querySelectorAll<HTMLElement>(REMOVE_LINK)]
      .filter((link) => link.dataset.cart_item_key === key)
      .map((link) => link.closest<HTMLElement>(LINE))
      .filter((line): line is HTMLElement => line !== null);

  const reblock = (): void => {
    for (const key of removing) for (const line of linesOf(key)) blockElement(line);
  };
  bus.on('wc_fragments_loaded', reblock);
  bus.on('wc_fragments_refreshed', reblock);

  const release = (key: string): void => {
    removing.delete(key);
    for (const line of linesOf(key)) unblockElement(line);
  };

  // A missing answer (none within the bound included), {success:false} or a server failure: the remove
  // link's own non-JS URL does the job once the queue has drained (spec s8); removing by key twice
  // cannot remove more.
  const fallBack = (link: HTMLElement, key: string): void => {
    release(key);
    const url = safeNavigationUrl(link.getAttribute('href'), link.ownerDocument.baseURI);
    if (!url || !pageLeave.leave(url)) dependencies.announce?.((dependencies.messages ?? ENGLISH_CART_MESSAGES).unknownError);
  };

  async function run(link: HTMLElement, key: string): Promise<void> {
    const answer = await request(ajaxEndpoint(dependencies.wcAjaxUrl, 'remove_from_cart'), {
      form: { cart_item_key: key },
      timeoutMs: dependencies.requestTimeoutMs ?? CART_REQUEST_TIMEOUT_MS,
      read: cartAnswerReader(),
      ...(dependencies.fetch ? { fetch: dependencies.fetch } : {}),
    });
    if (!answer.ok) {
      if (answer.error.kind !== 'network') return fallBack(link, key);
      // Offline: the link would only show the browser's error page. Stay, and say so.
      release(key);
      dependencies.announce?.((dependencies.messages ?? ENGLISH_CART_MESSAGES).offline);
      return;
    }
    const fragments = readFragmentsAnswer(answer.value);
    if (!fragments) return fallBack(link, key);
    removing.delete(key);
    bus.emit('removed_from_cart', { ...fragments, button: link });
    // The fragments normally replace the whole list; unblock in case a theme's fragments did not.
    for (const line of linesOf(key)) unblockElement(line);
  }

  return {
    remove(link) {
      const key = link.dataset.cart_item_key ?? '';
      if (removing.has(key)) return;
      removing.add(key);
      reblock();
      queue.enqueue(() => run(link, key)).catch((error: unknown) => {
        release(key);
        console.error(error);
      });
    },
  };
}
