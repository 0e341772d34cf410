import type { EventBus } from '../events/index.ts';
import type { RequestQueue } from '../queue/index.ts';
import { ajaxEndpoint } from './ajaxEndpoint.ts';
import { blockElement, unblockElement } from './blockElement.ts';
import { readFragmentsAnswer } from './cartAnswers.ts';
import { postForm } from './postForm.ts';

export interface CartRemoverDependencies {
  readonly wcAjaxUrl: string;
  readonly bus: EventBus;
  /** The same queue as add to cart (spec s4 'Request queue'). */
  readonly queue: RequestQueue;
  readonly navigate: (url: string) => void;
  readonly fetch?: typeof fetch;
}

export interface CartRemover {
  /** Removes the mini-cart line of this `.remove_from_cart_button` link by AJAX. */
  remove(link: HTMLElement): void;
}

/** Mini-cart line removal (spec s4; contract s1.4). */
export function createCartRemover(dependencies: CartRemoverDependencies): CartRemover {
  const { bus, queue, navigate } = dependencies;

  // A missing answer, {success:false} or a failure: the remove link's own non-JS URL does the job (spec s8).
  const fallBack = (link: HTMLElement, row: HTMLElement | null): void => {
    if (row) unblockElement(row);
    const href = link.getAttribute('href');
    if (href) navigate(new URL(href, link.ownerDocument.baseURI).href);
  };

  async function send(link: HTMLElement, row: HTMLElement | null): Promise<void> {
    const cartItemKey = link.dataset.cart_item_key ?? '';
    let answer: unknown;
    try {
      const url = ajaxEndpoint(dependencies.wcAjaxUrl, 'remove_from_cart');
      answer = await queue.enqueue(() => postForm(url, { cart_item_key: cartItemKey }, dependencies.fetch ? { fetch: dependencies.fetch } : {}));
    } catch {
      fallBack(link, row);
      return;
    }
    const fragments = readFragmentsAnswer(answer);
    if (!fragments) {
      fallBack(link, row);
      return;
    }
    bus.emit('removed_from_cart', { ...fragments, button: link });
    // The fragments normally replace the whole list; unblock in case a theme's fragments did not.
    if (row?.isConnected) unblockElement(row);
  }

  return {
    remove(link) {
      const row = link.closest<HTMLElement>('.woocommerce-mini-cart-item');
      if (row) blockElement(row);
      void send(link, row);
    },
  };
}
