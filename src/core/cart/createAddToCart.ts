import type { EventBus } from '../events/index.ts';
import type { RequestQueue } from '../queue/index.ts';
import { ajaxEndpoint } from './ajaxEndpoint.ts';
import { readAddToCartAnswer } from './cartAnswers.ts';
import type { AddToCartConfig } from './cartConfig.ts';
import { collectButtonData } from './collectButtonData.ts';
import { postForm } from './postForm.ts';

export interface AddToCartDependencies {
  readonly config: AddToCartConfig;
  readonly bus: EventBus;
  /** The cart's one serial queue, shared with mini-cart removals (spec s4 'Request queue'). */
  readonly queue: RequestQueue;
  /** Leaves the page (product page, cart, or the button's own non-JS URL). */
  readonly navigate: (url: string) => void;
  readonly fetch?: typeof fetch;
}

export interface AddToCart {
  /**
   * Adds the button's product by AJAX. Returns false when the button has no data-product_id: the
   * caller then lets the browser follow the link (spec s3 'Add-to-cart request').
   */
  add(button: HTMLElement): boolean;
}

export function createAddToCart(dependencies: AddToCartDependencies): AddToCart {
  const { config, bus, queue, navigate } = dependencies;

  // Beyond the legacy script, which left the button 'loading' forever: the add is not lost, the
  // browser completes it through the button's own non-JS URL (?add-to-cart=ID).
  const fallBack = (button: HTMLElement): void => {
    button.classList.remove('loading');
    const href = button.getAttribute('href');
    if (href && href !== '#') navigate(new URL(href, button.ownerDocument.baseURI).href);
  };

  async function send(button: HTMLElement, data: Record<string, unknown>): Promise<void> {
    let answer: unknown;
    try {
      answer = await queue.enqueue(() =>
        postForm(ajaxEndpoint(config.wcAjaxUrl, 'add_to_cart'), data, dependencies.fetch ? { fetch: dependencies.fetch } : {}),
      );
    } catch {
      fallBack(button);
      return;
    }
    const outcome = readAddToCartAnswer(answer);
    if (outcome.kind === 'product-page') navigate(outcome.url);
    else if (outcome.kind === 'unusable') fallBack(button);
    else if (config.redirectAfterAdd === 'yes') navigate(config.cartUrl);
    else bus.emit('added_to_cart', { ...outcome.answer, button });
  }

  return {
    add(button) {
      if (!button.hasAttribute('data-product_id')) return false;
      button.classList.remove('added');
      button.classList.add('loading');
      if (!bus.ask('should_send_ajax_request.adding_to_cart', { button })) {
        bus.emit('ajax_request_not_sent.adding_to_cart', { button });
        button.classList.remove('loading');
        return true;
      }
      const data = collectButtonData(button);
      // Handlers may edit `data` in place; what they leave is what is sent (contract s1.3 step 6).
      bus.emit('adding_to_cart', { button, data });
      void send(button, data);
      return true;
    },
  };
}
