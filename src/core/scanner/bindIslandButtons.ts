import { bindButtonKeys } from './bindButtonKeys.ts';
import { SKIP_ATTRIBUTE } from './mountedMarker.ts';
import type { IslandDefinition } from './types.ts';

/** The islands' link-buttons answer the keyboard as buttons from the start, through one listener, until `signal` aborts. */
export function bindIslandButtons(doc: Document, definitions: readonly IslandDefinition[], signal: AbortSignal): void {
  const selector = definitions.flatMap((definition) => definition.buttons ?? []).join(', ');
  if (!selector) return;
  // Keys go to the focused element: the button itself, never a field that happens to sit inside one.
  const buttonOf = (target: EventTarget | null): HTMLElement | null =>
    target instanceof HTMLElement && target.matches(selector) && !target.closest(`[${SKIP_ATTRIBUTE}]`) ? target : null;
  bindButtonKeys(doc, buttonOf, signal);
}
