import type { JQueryLike } from './jqueryLike.ts';

/**
 * Dispatches `event` natively so jQuery's own listeners skip it: jQuery binds with addEventListener,
 * so a native event would also run every jQuery handler (without its arguments) before the caller's
 * jQuery trigger runs them again. jQuery's listener ignores the type named in `jQuery.event.triggered`,
 * the guard jQuery puts around its own native `el.click()`. Returns what `dispatchEvent` returns.
 */
export function dispatchBesideJQuery(target: EventTarget, event: Event, $: JQueryLike | undefined): boolean {
  const previous = $?.event.triggered;
  if ($) $.event.triggered = event.type;
  try {
    return target.dispatchEvent(event);
  } finally {
    if ($) $.event.triggered = previous;
  }
}
