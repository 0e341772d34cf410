/** The slice of jQuery the bus uses. The adapter hands in `window.jQuery`; core never reads it. */
export interface JQueryEventLike {
  readonly type: string;
  /** Set when jQuery wraps a native event; absent on events made by `.trigger()`. */
  readonly originalEvent?: Event;
  preventDefault(): void;
}

export type JQueryHandlerLike = (event: JQueryEventLike, ...args: unknown[]) => unknown;

export interface JQueryCollectionLike {
  readonly jquery: string;
  readonly [index: number]: Element | undefined;
  on(events: string, handler: JQueryHandlerLike): unknown;
  off(events: string, handler: JQueryHandlerLike): unknown;
  trigger(event: JQueryEventLike, args?: unknown[]): unknown;
  triggerHandler(event: JQueryEventLike, args?: unknown[]): unknown;
}

export interface JQueryLike {
  (target: EventTarget): JQueryCollectionLike;
  Event(type: string): JQueryEventLike;
  /** jQuery's re-entrancy marker: its bound listeners ignore native events of this type. */
  readonly event: { triggered?: string | undefined };
}
