import type { FailSlot } from './createFailurePolicy.ts';
import type { IslandSlot } from './islandSlot.ts';
import { markMounted } from './mountedMarker.ts';
import type { IslandContext, IslandDefinition, IslandModule, MountedIsland } from './types.ts';
import { withTimeout } from './withTimeout.ts';
import { yieldToMain } from './yieldToMain.ts';

/**
 * Loads a scheduled slot's island (one chunk request per island, bounded by `timeoutMs`: spec s9,
 * requests) and mounts it with `context` and its own name and pending input.
 */
export function createSlotLoader(
  timeoutMs: number,
  context: Omit<IslandContext, 'name' | 'pending'>,
  fail: FailSlot,
  onMounted?: (island: MountedIsland) => void,
): (slot: IslandSlot) => Promise<void> {
  const modules = new Map<string, Promise<IslandModule>>();

  function moduleOf(definition: IslandDefinition): Promise<IslandModule> {
    let promise = modules.get(definition.name);
    if (!promise) modules.set(definition.name, (promise = withTimeout(definition.load(), timeoutMs, `chunk load timeout ${timeoutMs} ms`)));
    return promise;
  }

  return async (slot) => {
    if (slot.state !== 'scheduled') return;
    slot.state = 'loading';
    const { definition, element } = slot;
    let module: IslandModule | undefined;
    try {
      module = await moduleOf(definition);
      // One task per mount, except when the shopper's captured input is waiting for this one.
      if (slot.pending.length === 0) await yieldToMain();
      if (!element.isConnected || slot.state !== 'loading') return;
      // The live queue, not a copy: input held while an island's mount awaits a part of its code (the
      // cart page's or the checkout's chunk) joins it, for the part to answer, or to replay if it fails.
      slot.unmount = await module.mount(element, { ...context, name: definition.name, pending: slot.pending });
      slot.state = 'mounted';
      markMounted(element, definition.name, true);
      onMounted?.({ name: definition.name, element });
    } catch (error) {
      fail(slot, error, module !== undefined);
    }
  };
}
