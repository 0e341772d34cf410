import type { EventBus } from '../events/index.ts';
import type { PageScope } from '../page/index.ts';

/** When an island's code is fetched and mounted (foundation issue s2; Astro's client directives). */
export type LoadStrategy = 'load' | 'idle' | 'visible' | 'interaction';

/** What an island module's `mount` returns: a cleanup, called when its element leaves the DOM. */
export type Unmount = () => void;

/** Handed to every island's `mount`: the runtime pieces it may use, never window globals. */
export interface IslandContext {
  /** The island's registered name, for messages. */
  readonly name: string;
  /** Events the loader captured on this element before the island's code arrived, oldest first. */
  readonly pending: readonly Event[];
  /** Re-scan a region for mount points (after replacing markup). */
  readonly scan: (root: ParentNode) => void;
  /** The page's one event bus (the same one `window.wcIslands.on` listens to). */
  readonly bus: EventBus;
  /** The page's state shared between islands (cart queue, fragment store, cart runtime), created on first use. */
  readonly page: PageScope;
}

export interface IslandModule {
  mount(element: HTMLElement, context: IslandContext): Unmount | Promise<Unmount>;
}

export interface IslandDefinition {
  /** Unique name; also the value of `data-island="<name>"` that mounts it explicitly. */
  readonly name: string;
  /** Selector of the mount points WooCommerce, Jetpack or Storefront already render. */
  readonly selector: string;
  /** When to load; default 'idle'. */
  readonly when?: LoadStrategy;
  /** Lazy import of the island's chunk. */
  readonly load: () => Promise<IslandModule>;
  /**
   * Event types caught on a mount point before the island is mounted, so no shopper input is lost
   * while its code downloads. Each is prevented, handed to the island as `pending`, and, if the
   * island cannot mount, replayed the plain-HTML way.
   */
  readonly capture?: readonly string[];
  /**
   * Elements of this island that are links or images acting as buttons (`role="button"`): from page
   * load, before and after the island mounts, they get a native button's keys (Enter on key-down,
   * Space on key-up, no repeats; `bindButtonKeys`) as a click, so the island and `capture` handle clicks only.
   * One outside every mount point has its input captured for the page's first mount point.
   */
  readonly buttons?: string;
  /**
   * Paints, when a mount point is found, a state the replaced script set at its ready event (long before
   * the island's idle mount), in a way that still works if the island never mounts.
   */
  readonly prepare?: (element: HTMLElement) => void;
  /** Captures only events whose target is inside an element matching this selector (e.g. a remove link). */
  readonly captureTarget?: string;
  /** Decides whether one early event is captured (default: all); runs in the event's own task. */
  readonly shouldCapture?: (element: HTMLElement, event: Event) => boolean;
  /** Paints the pending state in the same frame as the input (e.g. the 'loading' class). */
  readonly onCapture?: (element: HTMLElement, event: Event) => void;
  /** Undoes `onCapture` when the island could not mount and the event is replayed natively. */
  readonly onCaptureFailed?: (element: HTMLElement, event: Event) => void;
}

export interface MountedIsland {
  readonly name: string;
  readonly element: HTMLElement;
}
