import type { IslandSlot } from './islandSlot.ts';
import { isIslandConfigError } from './isIslandConfigError.ts';
import { replayNatively } from './replayNatively.ts';

/**
 * What a failed slot does to the page: a config error or a chunk that will not load disables its
 * island everywhere; any other error gives up that one element. Either way the shopper's captured
 * input is completed the plain-HTML way, and each failure is logged and reported once.
 */
/** Fails a slot; `chunkArrived`: its island's code loaded, so the error may be about this element only. */
export type FailSlot = (slot: IslandSlot, error: unknown, chunkArrived: boolean) => void;

/**
 * `disabled`: the page's disabled islands, which the policy adds to; `live`: the tracked slots, which
 * the other elements of a disabled island leave; `navigate`: how a captured link click is completed.
 * Positional, not an options object: the loader's budget has no bytes for the property names.
 */
export function createFailurePolicy(
  disabled: Set<string>,
  live: Set<IslandSlot>,
  logger: Pick<Console, 'error'>,
  navigate: (url: string) => void,
  onError?: (name: string, element: HTMLElement | null, error: unknown) => void,
): FailSlot {
  const reported = new Set<string>();

  /** Input captured for an island that will not mount is completed the plain-HTML way. */
  function completeNatively(slot: IslandSlot): void {
    for (const event of slot.pending.splice(0)) {
      slot.definition.onCaptureFailed?.(slot.element, event);
      replayNatively(slot.element, event, navigate);
    }
  }

  // Other elements of a disabled island: stop their schedules and complete any captured input natively.
  function dropFailed(slot: IslandSlot): void {
    slot.cancel();
    if (slot.state === 'mounted') return;
    live.delete(slot);
    slot.state = 'failed';
    completeNatively(slot);
  }

  return (slot, error, chunkArrived) => {
    const { definition, element } = slot;
    slot.state = 'failed';
    const config = isIslandConfigError(error);
    const pageWide = config || !chunkArrived;
    if (pageWide) disabled.add(definition.name);
    const message = error instanceof Error ? error.message : String(error);
    const key = pageWide ? definition.name : `${definition.name}:${message}`;
    if (!reported.has(key)) {
      reported.add(key);
      // One bad global is one console error, however many islands read it (add-to-cart and
      // mini-cart both read wc_add_to_cart_params); each island still reports through onError.
      if (!(config && reported.has(message))) {
        // Terse: the loader's budget paid for the page-type chunks (issue #29); docs/store-owners.md (Troubleshooting) says the markup stays plain HTML.
        logger.error(`[wc-islands] island "${definition.name}" disabled: ${message}`);
      }
      if (config) reported.add(message);
      onError?.(definition.name, pageWide ? null : element, error);
    }
    completeNatively(slot);
    if (pageWide) for (const other of live) if (other.definition === definition && other !== slot) dropFailed(other);
  };
}
