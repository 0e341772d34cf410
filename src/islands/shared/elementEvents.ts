import { getPageJQuery } from '../../adapters/jquery.ts';
import type { JQueryEventLike } from '../../core/events/index.ts';

/**
 * Events WooCommerce's product scripts trigger on an element (the variations form, the gallery),
 * not on document.body: a DOM CustomEvent that bubbles (typed `detail`, always) and, when jQuery
 * is on the page, a jQuery trigger with WooCommerce's argument list. Each listener runs once.
 */
export interface ElementEvents {
  emit(name: string, detail?: unknown, jqueryArgs?: readonly unknown[]): void;
  /** Hears `name` on the element from others (DOM dispatch or jQuery trigger), never our own emits. */
  listen(name: string, handler: (detail: unknown, jqueryArgs: readonly unknown[]) => void): () => void;
}

export function elementEvents(element: Element): ElementEvents {
  const ours = new WeakSet<object>();
  return {
    emit(name, detail, jqueryArgs = []) {
      const $ = getPageJQuery();
      const event = new CustomEvent(name, { bubbles: true, detail: detail ?? null });
      ours.add(event);
      // jQuery's listeners also hear native events; the triggered marker makes them skip this one,
      // so jQuery handlers run once, from the trigger below, with WooCommerce's arguments.
      const previous = $?.event.triggered;
      if ($) $.event.triggered = name;
      try {
        element.dispatchEvent(event);
      } finally {
        if ($) $.event.triggered = previous;
      }
      if (!$) return;
      const jqEvent = $.Event(name);
      ours.add(jqEvent);
      try {
        $(element).trigger(jqEvent, [...jqueryArgs]);
      } catch (error) {
        // A throwing third-party handler must not stop the form.
        console.error(error);
      }
    },
    listen(name, handler) {
      const native = (event: Event): void => {
        if (!ours.has(event) && event.target === element) handler((event as CustomEvent).detail, []);
      };
      const fromJQuery = (event: JQueryEventLike, ...args: unknown[]): void => {
        const target = (event as JQueryEventLike & { target?: unknown }).target;
        if (!event.originalEvent && !ours.has(event) && target === element) handler(undefined, args);
      };
      element.addEventListener(name, native);
      const $ = getPageJQuery();
      $?.(element).on(name, fromJQuery);
      return () => {
        element.removeEventListener(name, native);
        $?.(element).off(name, fromJQuery);
      };
    },
  };
}
