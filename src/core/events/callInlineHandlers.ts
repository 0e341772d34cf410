/**
 * What jQuery's `.trigger()` / `.triggerHandler()` does besides running jQuery handlers: it calls the
 * `on<type>` property of each element on the event's path (`elem[ 'on' + type ].apply( elem, [ event,
 * ...args ] )`), so `document.body.onadded_to_cart = ( e, fragments, cartHash, $button ) => …` hears
 * WooCommerce's events (the pattern of woocommerce-google-analytics-integration, see
 * docs/reference/third-party-listeners.md). Browsers never call these properties for custom events, so on
 * pages without jQuery the bus calls them through this function, the way jQuery 3.7 does (src/event/trigger.js).
 */

/** The jQuery event object's slice that inline handlers read. */
export interface InlineHandlerEvent {
  /** The event name without its namespace, as jQuery reports it (`should_send_ajax_request`). */
  readonly type: string;
  /** The namespace after the first dot (`adding_to_cart`), '' when none. */
  readonly namespace: string;
  readonly target: EventTarget;
  /** The element whose `on<type>` runs now; jQuery leaves it stale here, we keep it accurate. */
  currentTarget: EventTarget;
  /** jQuery's marker for events it made: 3 for `.trigger()`, 2 for `.triggerHandler()`. */
  readonly isTrigger: 2 | 3;
  /** The last handler's return value, as `.triggerHandler()` returns it. */
  result: unknown;
  readonly timeStamp: number;
  preventDefault(): void;
  stopPropagation(): void;
  stopImmediatePropagation(): void;
  isDefaultPrevented(): boolean;
  isPropagationStopped(): boolean;
  isImmediatePropagationStopped(): boolean;
}

export interface InlineCallOutcome {
  /** A handler returned false or called preventDefault (the `should_send_ajax_request` veto). */
  readonly defaultPrevented: boolean;
  /** What the last handler returned (jQuery's `event.result`). */
  readonly result: unknown;
}

/**
 * Calls `on<type>` on `target` (and, when `bubbles`, its path) with a jQuery-like event and the event's
 * argument list, which `toArgs` builds with the given way of wrapping elements. A throwing handler goes
 * to `onError` and the path goes on.
 */
export type InlineHandlerCaller = (
  target: EventTarget,
  name: string,
  toArgs: (wrap: (element: Element) => unknown) => unknown[],
  bubbles: boolean,
  onError: (error: unknown) => void,
) => InlineCallOutcome;

/** How elements reach inline handlers without jQuery: an array holding the element, as `$button[ 0 ]` reads it. */
const wrapForInlineHandlers = (element: Element): readonly Element[] => Object.freeze([element]);

/** jQuery splits `type.namespace`; a type with ':' gets no `on<type>` call at all. */
function splitType(name: string): { type: string; namespace: string } {
  const dot = name.indexOf('.');
  return dot < 0 ? { type: name, namespace: '' } : { type: name.slice(0, dot), namespace: name.slice(dot + 1) };
}

/** `.trigger()` walks target, its ancestors, the document, then the window; `.triggerHandler()` the target only. */
function eventPath(target: EventTarget, bubbles: boolean): EventTarget[] {
  if (!bubbles) return [target];
  const nodes: Node[] = [];
  for (let node: Node | null = target as Node; node; node = node.parentNode) nodes.push(node);
  const last = nodes.at(-1);
  const view = last?.nodeType === Node.DOCUMENT_NODE ? (last as Document).defaultView : null;
  return view ? [...nodes, view] : nodes;
}

function createEvent(type: string, namespace: string, target: EventTarget, bubbles: boolean): InlineHandlerEvent {
  let prevented = false;
  let stopped = false;
  let stoppedNow = false;
  return {
    type,
    namespace,
    target,
    currentTarget: target,
    isTrigger: bubbles ? 3 : 2,
    result: undefined,
    timeStamp: Date.now(),
    preventDefault: () => void (prevented = true),
    stopPropagation: () => void (stopped = true),
    stopImmediatePropagation: () => void (stopped = stoppedNow = true),
    isDefaultPrevented: () => prevented,
    isPropagationStopped: () => stopped,
    isImmediatePropagationStopped: () => stoppedNow,
  };
}

// Unlike jQuery, a throwing handler does not end the trigger (and the caller's flow with it).
export const callInlineHandlers: InlineHandlerCaller = (target, name, toArgs, bubbles, onError) => {
  const { type, namespace } = splitType(name);
  if (type.includes(':')) return { defaultPrevented: false, result: undefined };
  const event = createEvent(type, namespace, target, bubbles);
  const args = toArgs(wrapForInlineHandlers);
  for (const element of eventPath(target, bubbles)) {
    if (event.isPropagationStopped()) break;
    const handler: unknown = (element as unknown as Record<string, unknown>)[`on${type}`];
    if (typeof handler !== 'function') continue;
    event.currentTarget = element;
    try {
      event.result = (handler as (...all: unknown[]) => unknown).apply(element, [event, ...args]);
      if (event.result === false) event.preventDefault();
    } catch (error) {
      onError(error);
    }
  }
  return { defaultPrevented: event.isDefaultPrevented(), result: event.result };
};
