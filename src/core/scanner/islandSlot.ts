import type { IslandDefinition, Unmount } from './types.ts';

/** One mount point of one island, from the scan that found it until it leaves the page. */
export interface IslandSlot {
  readonly definition: IslandDefinition;
  readonly element: HTMLElement;
  state: 'scheduled' | 'loading' | 'mounted' | 'failed';
  /** Input captured before the island mounted, oldest first. */
  pending: Event[];
  /** Stops the slot's load schedule. */
  cancel: () => void;
  unmount?: Unmount;
}
