import { getPageJQuery } from '../adapters/jquery.ts';
import { callInlineHandlers, dispatchBesideJQuery } from '../core/events/index.ts';
import type { JQueryEventLike } from '../core/events/index.ts';

/** `emit('reset_data')` needs no detail; events with a detail require one (as the page bus's WcDetailArgs). */
type EmitArgs<M, K extends keyof M> = undefined extends M[K]
  ? [detail?: M[K], jqueryArgs?: readonly unknown[]]
  : [detail: M[K], jqueryArgs?: readonly unknown[]];

/**
 * Events WooCommerce's product scripts trigger on an element (the variations form, the gallery),
 * not on document.body: a DOM CustomEvent that bubbles (typed `detail`, always) and, when jQuery
 * is on the page, a jQuery trigger with WooCommerce's argument list; without jQuery, the `on<type>`
 * properties of the element's path are called as jQuery's trigger calls them (callInlineHandlers), so
 * `document.body.onfound_variation` hears the form's event either way. Each listener runs once.
 * `M` names the element's events and their detail, as `WcEventMap` does for the page bus: another
 * name is a type error.
 */
export interface ElementEvents<M> {
  emit<K extends keyof M & string>(name: K, ...args: EmitArgs<M, K>): void;
  /**
   * Hears `name` on the element from others (DOM dispatch or jQuery trigger), never our own emits.
   * `detail` is what another script dispatched, unchecked; jQuery triggers give `jqueryArgs` instead.
   */
  listen(name: keyof M & string, handler: (detail: unknown, jqueryArgs: readonly unknown[]) => void): () => void;
}

export function elementEvents<M>(element: Element): ElementEvents<M> {
  const ours = new WeakSet<object>();
  return {
    emit(name, ...[detail, jqueryArgs = []]) {
      const $ = getPageJQuery();
      const event = new CustomEvent(name, { bubbles: true, detail: detail ?? null });
      ours.add(event);
      // jQuery handlers run once, from the trigger below, with WooCommerce's arguments.
      dispatchBesideJQuery(element, event, $);
      if (!$) {
        const toArgs = (wrap: (node: Element) => unknown): unknown[] => jqueryArgs.map((arg) => (arg instanceof Element ? wrap(arg) : arg));
        callInlineHandlers(element, name, toArgs, true, (error) => console.error(error));
        return;
      }
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
