import type { IslandSlot } from './islandSlot.ts';
import { markMounted, SKIP_ATTRIBUTE } from './mountedMarker.ts';
import { scheduleLoad, type ScheduleEnvironment } from './scheduleLoad.ts';
import type { IslandDefinition } from './types.ts';

/** The mount points found so far, each scheduled to load by its island's strategy. */
export interface SlotRegistry {
  /** The element's slot; made, scheduled and prepared the first time, unless its island is disabled, its subtree skipped or a block's. */
  consider(definition: IslandDefinition, element: HTMLElement): IslandSlot | undefined;
  /** Forgets the slots whose element left the page (or, with `all`, every slot), unmounting their islands. */
  release(all?: boolean): void;
}

/** `live`: every slot not released yet (the failure policy drops some too); `disabled`: the page's disabled islands. */
export function createSlotRegistry(
  live: Set<IslandSlot>,
  disabled: ReadonlySet<string>,
  load: (slot: IslandSlot) => void,
  logger: Pick<Console, 'error'>,
  environment?: ScheduleEnvironment,
): SlotRegistry {
  const slots = new Map<string, WeakMap<Element, IslandSlot>>();
  function consider(definition: IslandDefinition, element: HTMLElement): IslandSlot | undefined {
    // Inside a block's Interactivity API region (`data-wp-interactive`) the block handles its elements, though
    // WooCommerce prints the classic class names there (the Product Button's `add_to_cart_button ajax_add_to_cart`,
    // the Catalog Sorting block's `form.woocommerce-ordering`): an island there would act on the same click twice
    // (issue #28). Checked here, once, as the loader's byte budget allows; classic markup is never in such a region.
    const existing = slots.get(definition.name)?.get(element);
    if (existing || disabled.has(definition.name) || element.closest(`[${SKIP_ATTRIBUTE}],[data-wp-interactive]`)) return existing;
    const slot: IslandSlot = { definition, element, state: 'scheduled', pending: [], cancel: () => undefined };
    let perIsland = slots.get(definition.name);
    if (!perIsland) slots.set(definition.name, (perIsland = new WeakMap()));
    perIsland.set(element, slot);
    live.add(slot);
    slot.cancel = scheduleLoad(element, definition.when ?? 'idle', () => load(slot), environment);
    definition.prepare?.(element);
    return slot;
  }

  function forget(slot: IslandSlot): void {
    slot.cancel();
    live.delete(slot);
    slots.get(slot.definition.name)?.delete(slot.element);
    if (slot.state !== 'mounted') return;
    markMounted(slot.element, slot.definition.name, false);
    try {
      slot.unmount?.();
    } catch (error) {
      logger.error(`[wc-islands] island "${slot.definition.name}" failed to unmount:`, error);
    }
  }

  const release = (all?: boolean): void => {
    for (const slot of [...live]) if (all || !slot.element.isConnected) forget(slot);
  };

  return { consider, release };
}
