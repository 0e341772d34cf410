import type { SlotRegistry } from './createSlotRegistry.ts';
import type { IslandSlot } from './islandSlot.ts';
import { mountSelector } from './mountedMarker.ts';
import type { IslandDefinition } from './types.ts';

/**
 * Holds the input an island asks for (`capture`) on a mount point whose code has not mounted yet:
 * the event is stopped, painted (`onCapture`), queued on the slot and the island loaded at once, so
 * no shopper input is lost or acted on twice while its code downloads. One capture-phase listener per
 * event type any island holds, until `signal` aborts.
 */
export function captureEarlyInput(
  doc: Document,
  definitions: readonly IslandDefinition[],
  { consider }: SlotRegistry,
  load: (slot: IslandSlot) => void,
  signal: AbortSignal,
): void {
  const onEvent = (event: Event): void => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    for (const definition of definitions) {
      // A disabled island's elements have no slot (`consider`) or a failed one.
      if (!definition.capture?.includes(event.type)) continue;
      const selector = mountSelector(definition.name, definition.selector);
      // An island's link-buttons may sit outside its mount points (the checkout's coupon toggle, above
      // its form): their input is held for the page's first one.
      const element = target.closest<HTMLElement>(selector)
        ?? (definition.buttons && target.closest(definition.buttons) ? doc.querySelector<HTMLElement>(selector) : null);
      if (!element) continue;
      const slot = consider(definition, element);
      if (!slot || slot.state === 'mounted' || slot.state === 'failed') continue;
      if (definition.captureTarget && !target.closest(definition.captureTarget)) continue;
      if (definition.shouldCapture && !definition.shouldCapture(element, event)) continue;
      // Stop here so a legacy handler still on the page cannot act on the same input: the island replays it.
      // An input that cannot be cancelled (a field's blur or change) goes on to every listener as well.
      if (event.cancelable) {
        event.preventDefault();
        event.stopImmediatePropagation();
      }
      definition.onCapture?.(element, event);
      slot.pending.push(event);
      slot.cancel();
      load(slot);
      return;
    }
  };
  for (const type of new Set(definitions.flatMap((definition) => definition.capture ?? []))) {
    doc.addEventListener(type, onEvent, { capture: true, signal });
  }
}
