import type { InlineHandlerCaller } from './callInlineHandlers.ts';
import { dispatchBesideJQuery } from './dispatchBesideJQuery.ts';
import type { WcDetailArgs, WcEventMap, WcEventName } from './eventMap.ts';
import type { JQueryCodecTable } from './jqueryArgs.ts';
import { codecFor, fromNativeDetail } from './jqueryCodec.ts';
import type { JQueryEventLike, JQueryHandlerLike, JQueryLike } from './jqueryLike.ts';

/** Receives the decoded detail and the DOM event (or, for jQuery triggers, jQuery's event). */
export type WcEventHandler<K extends WcEventName> = (detail: WcEventMap[K], event: Event | JQueryEventLike) => void;

export interface EventBusOptions {
  /** Where events are dispatched and heard; default `document.body` (contract s1.9, s2.7). */
  readonly target?: () => EventTarget;
  /** The page's jQuery; default none, and the bus then uses DOM events only. */
  readonly getJQuery?: () => JQueryLike | undefined;
}

export interface EventBus {
  /**
   * Tells DOM listeners (CustomEvent detail), jQuery handlers (WooCommerce's argument list), `on` handlers
   * and, without jQuery, `on<type>` properties on the path (as jQuery's trigger calls them), each once.
   */
  emit<K extends WcEventName>(name: K, ...detail: WcDetailArgs<K>): void;
  /** Like emit on the target only, cancelable; false when a DOM listener called preventDefault or a jQuery or `on<type>` handler returned false. */
  ask<K extends WcEventName>(name: K, ...detail: WcDetailArgs<K>): boolean;
  /** Hears the event from the bus, from vanilla code and from jQuery `.trigger()`, once each. */
  on<K extends WcEventName>(name: K, handler: WcEventHandler<K>): () => void;
  off<K extends WcEventName>(name: K, handler: WcEventHandler<K>): void;
  /** Binds the jQuery side of existing `on` handlers when jQuery loaded after they were added. */
  connectJQuery(): void;
  /** Adds (or replaces) jQuery argument lists, e.g. WooCommerce's cart events (JQUERY_CODECS). */
  addCodecs(table: JQueryCodecTable): void;
  /** Sets what calls `on<type>` properties on pages without jQuery (callInlineHandlers). */
  setInlineHandlers(caller: InlineHandlerCaller): void;
}

type AnyHandler = (detail: unknown, event: Event | JQueryEventLike) => void;

interface Binding {
  readonly target: EventTarget;
  readonly native: (event: Event) => void;
  readonly fromJQuery: JQueryHandlerLike;
  jQuery: JQueryLike | undefined;
}

export function createEventBus(options: EventBusOptions = {}): EventBus {
  const { target: getTarget = () => document.body, getJQuery = () => undefined } = options;
  // Argument lists for jQuery handlers, by event: none until capabilities add theirs (addCodecs), so an
  // event passes `[detail]` (or `[]`) and the loader carries no tables. No `on<type>` caller until
  // setInlineHandlers: nothing calls those properties before.
  let codecs: JQueryCodecTable = {};
  let inlineCaller: InlineHandlerCaller | undefined;
  const handlers = new Map<WcEventName, Set<AnyHandler>>();
  const bindings = new Map<WcEventName, Binding>();
  // jQuery events the bus triggered: its own `on` handlers already heard them natively.
  const ownTriggers = new WeakSet<object>();
  // Handlers are third-party code: log their errors and go on, as browsers do for DOM listeners.
  const attempt = <T>(run: () => T): T | undefined => {
    try {
      return run();
    } catch (error) {
      console.error(error);
      return undefined;
    }
  };

  const deliver = (name: WcEventName, detail: unknown, event: Event | JQueryEventLike): void => {
    for (const handler of [...(handlers.get(name) ?? [])]) attempt(() => handler(detail, event));
  };

  const dispatch = (name: WcEventName, detail: unknown, cancelable: boolean): boolean => {
    const $ = getJQuery();
    const event = new CustomEvent(name, { detail, bubbles: true, cancelable });
    // Browsers isolate listener errors; some DOM implementations (test runners) rethrow them.
    return attempt(() => dispatchBesideJQuery(getTarget(), event, $)) ?? !event.defaultPrevented;
  };

  // Without jQuery nobody calls `document.body.on<type>` properties (Google Analytics' pattern): the bus
  // does, as jQuery's trigger would. With jQuery, its trigger below calls them itself: never both.
  // The caller arrives with WooCommerce's events (speakWooCommerceEvents), so the loader carries none of it.
  const callInline = (name: WcEventName, detail: unknown, handlersOnly: boolean): unknown => {
    const toArgs = (wrap: (element: Element) => unknown) => codecFor(name, codecs).toArgs(detail as never, wrap);
    return inlineCaller?.(getTarget(), name, toArgs, !handlersOnly, (error) => console.error(error)).result;
  };

  const trigger = (name: WcEventName, detail: unknown, handlersOnly: boolean): unknown => {
    const $ = getJQuery();
    if (!$) return callInline(name, detail, handlersOnly);
    const event = $.Event(name);
    ownTriggers.add(event);
    const args = codecFor(name, codecs).toArgs(detail as never, (element) => $(element));
    const $target = $(getTarget());
    // jQuery stops at a throwing handler and rethrows it to us; the caller's flow must go on.
    return attempt(() => (handlersOnly ? $target.triggerHandler(event, args) : $target.trigger(event, args)));
  };

  const attachJQuery = (name: WcEventName, binding: Binding): void => {
    const $ = getJQuery();
    if ($ === binding.jQuery) return;
    binding.jQuery?.(binding.target).off(name, binding.fromJQuery);
    $?.(binding.target).on(name, binding.fromJQuery);
    binding.jQuery = $;
  };

  const bind = (name: WcEventName): void => {
    const binding: Binding = {
      target: getTarget(),
      native: (event) => deliver(name, fromNativeDetail(name, 'detail' in event ? event.detail : undefined, codecs), event),
      // A native event reaches jQuery handlers too (with originalEvent): `native` already heard it.
      fromJQuery: (event, ...args) => {
        if (!event.originalEvent && !ownTriggers.has(event)) deliver(name, codecFor(name, codecs).fromArgs(args), event);
      },
      jQuery: undefined,
    };
    binding.target.addEventListener(name, binding.native);
    attachJQuery(name, binding);
    bindings.set(name, binding);
  };

  const bus: EventBus = {
    emit(name, ...[detail]) {
      dispatch(name, detail, false);
      trigger(name, detail, false);
    },
    ask(name, ...[detail]) {
      const allowed = dispatch(name, detail, true);
      return trigger(name, detail, true) !== false && allowed;
    },
    on(name, handler) {
      const set = handlers.get(name) ?? new Set<AnyHandler>();
      handlers.set(name, set.add(handler as AnyHandler));
      if (!bindings.has(name)) bind(name);
      return () => bus.off(name, handler);
    },
    off(name, handler) {
      const set = handlers.get(name);
      const binding = bindings.get(name);
      if (!set?.delete(handler as AnyHandler) || set.size > 0 || !binding) return;
      handlers.delete(name);
      bindings.delete(name);
      binding.target.removeEventListener(name, binding.native);
      binding.jQuery?.(binding.target).off(name, binding.fromJQuery);
    },
    connectJQuery: () => bindings.forEach((binding, name) => attachJQuery(name, binding)),
    addCodecs(table) {
      codecs = { ...codecs, ...table };
    },
    setInlineHandlers(caller) {
      inlineCaller = caller;
    },
  };
  return bus;
}
