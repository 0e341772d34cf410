import { CHUNK_LOAD_TIMEOUT_MS } from '../constants.ts';
import type { EventBus } from '../events/index.ts';
import type { PageScope } from '../page/index.ts';
import { bindIslandButtons } from './bindIslandButtons.ts';
import { isIslandConfigError } from './isIslandConfigError.ts';
import { listenForCaptures } from './listenForCaptures.ts';
import { EXPLICIT_ATTRIBUTE, markMounted, mountSelector, SKIP_ATTRIBUTE, unmarkMounted } from './mountedMarker.ts';
import { replayNatively } from './replayNatively.ts';
import { scheduleLoad, type ScheduleEnvironment } from './scheduleLoad.ts';
import type { IslandDefinition, IslandModule, LoadStrategy, MountedIsland, Unmount } from './types.ts';
import { yieldToMain } from './yieldToMain.ts';

/** The order a scan considers islands in, by load strategy (stable within one). */
const STRATEGY_ORDER: readonly LoadStrategy[] = ['load', 'idle', 'visible', 'interaction'];
/** A scan's checks run for at most this long in one task (a quarter of a 50 ms long task at 4x CPU). */
const SCAN_SLICE_MS = 8;
/** … looking at the clock once per this many candidates. */
const SCAN_CHECK_EVERY = 64;

export interface IslandScannerOptions {
  readonly definitions: readonly IslandDefinition[];
  /** Handed to every island in its context. */
  readonly bus: EventBus;
  /** Document to scan and observe; default `document`. */
  readonly document?: Document;
  /** Called after each successful mount. */
  readonly onMounted?: (island: MountedIsland) => void;
  /** Called once per failure that disabled an island or one of its elements. */
  readonly onError?: (name: string, element: HTMLElement | null, error: unknown) => void;
  readonly logger?: Pick<Console, 'error'>;
  /** Chunk download limit; default 120 s (spec s9, requests). */
  readonly chunkTimeoutMs?: number;
  readonly environment?: ScheduleEnvironment;
  /** How a captured link click is completed when its island failed; default `location.assign`. */
  readonly navigate?: (url: string) => void;
}

export interface IslandScanner {
  /** Scans the document, then watches for mount points added or removed later. */
  start(): void;
  /** Scans one region (a replaced fragment, an infinite-scroll page). */
  scan(root: ParentNode): void;
  mounted(): MountedIsland[];
  /** Stops watching and unmounts everything. */
  stop(): void;
}

interface Slot {
  readonly definition: IslandDefinition;
  readonly element: HTMLElement;
  state: 'scheduled' | 'loading' | 'mounted' | 'failed';
  pending: Event[];
  cancel: () => void;
  unmount?: Unmount;
}

export function createIslandScanner(options: IslandScannerOptions): IslandScanner {
  const doc = options.document ?? document;
  const logger = options.logger ?? console;
  const timeoutMs = options.chunkTimeoutMs ?? CHUNK_LOAD_TIMEOUT_MS;
  const navigate = options.navigate ?? ((url: string) => doc.defaultView?.location.assign(url));
  const slots = new Map<string, WeakMap<Element, Slot>>();
  const live = new Set<Slot>();
  const modules = new Map<string, Promise<IslandModule>>();
  const disabled = new Set<string>();
  /** Islands whose chunk arrived: a later mount error is then about one element, not the page. */
  const loaded = new Set<string>();
  const reported = new Set<string>();
  const removeCaptures: Array<() => void> = [];
  // The page's state, handed to every island: the scanner is made once per page.
  const page: PageScope = {};
  let observer: MutationObserver | undefined;
  let stopped = false;

  const slotFor = (definition: IslandDefinition, element: Element): Slot | undefined =>
    slots.get(definition.name)?.get(element);

  function consider(definition: IslandDefinition, element: HTMLElement): Slot | undefined {
    if (disabled.has(definition.name) || element.closest(`[${SKIP_ATTRIBUTE}]`)) return undefined;
    const existing = slotFor(definition, element);
    if (existing) return existing;
    const slot: Slot = { definition, element, state: 'scheduled', pending: [], cancel: () => undefined };
    let perIsland = slots.get(definition.name);
    if (!perIsland) slots.set(definition.name, (perIsland = new WeakMap()));
    perIsland.set(element, slot);
    live.add(slot);
    slot.cancel = scheduleLoad(element, definition.when ?? 'idle', () => void load(slot), options.environment);
    definition.prepare?.(element);
    return slot;
  }

  /** The islands still enabled, each with its selector, and all of them as one selector; rebuilt when one is disabled. */
  let selection: { active: IslandDefinition[]; selectors: string[]; any: string; disabledCount: number } | undefined;
  function currentSelection(): NonNullable<typeof selection> {
    if (selection?.disabledCount !== disabled.size) {
      // Page-wide islands ('load', 'idle') before per-element ones: on a long listing the 1000 buttons
      // of a 'visible' island then never hold the cart's first refresh back behind a sliced scan.
      const active = options.definitions.filter((definition) => !disabled.has(definition.name))
        .sort((a, b) => STRATEGY_ORDER.indexOf(a.when ?? 'idle') - STRATEGY_ORDER.indexOf(b.when ?? 'idle'));
      const selectors = active.map((definition) => definition.selector);
      // `[data-island]` once, the names checked in code: 22 `[data-island~="name"]` alternatives made
      // the one query over a 1000-product listing about a third slower.
      selection = { active, selectors, any: [...selectors, `[${EXPLICIT_ATTRIBUTE}]`].join(', '), disabledCount: disabled.size };
    }
    return selection;
  }

  function scan(root: ParentNode): void {
    const { active, selectors, any } = currentSelection();
    if (active.length === 0) return;
    // One walk of the tree for all islands, then a cheap `matches` per candidate: on a listing of
    // 1000 products a walk per island (22 of them) was most of the loader's time (issue #15).
    const candidates = [...root.querySelectorAll<HTMLElement>(any)];
    if (root instanceof Element && root.matches(any)) candidates.unshift(root as HTMLElement);
    if (candidates.length === 0) return;
    // Island by island, in document order within each, as before: idle and load schedules keep their
    // order. A listing of 1000 products is 22,000 checks: they continue in later tasks once a slice of
    // time is spent, so the page can paint and take input meanwhile (issue #15, blocking time). Input
    // on a mount point not reached yet is still captured: capture considers its element on the spot.
    let island = 0;
    let next = 0;
    const run = (resumed: boolean): void => {
      const deadline = performance.now() + SCAN_SLICE_MS;
      for (; island < active.length; island += 1, next = 0) {
        const definition = active[island]!;
        const selector = selectors[island]!;
        while (next < candidates.length) {
          if (stopped) return;
          const element = candidates[next]!;
          next += 1;
          if (resumed && !element.isConnected) continue;
          if (element.matches(selector) || namesIsland(element, definition.name)) consider(definition, element);
          if (next % SCAN_CHECK_EVERY === 0 && performance.now() > deadline) {
            void yieldToMain().then(() => run(true));
            return;
          }
        }
      }
    };
    run(false);
  }

  function moduleOf(definition: IslandDefinition): Promise<IslandModule> {
    let promise = modules.get(definition.name);
    if (!promise) {
      promise = withTimeout(definition.load(), timeoutMs, `chunk did not load within ${timeoutMs} ms`).then(
        (module) => {
          loaded.add(definition.name);
          return module;
        },
      );
      modules.set(definition.name, promise);
    }
    return promise;
  }

  async function load(slot: Slot): Promise<void> {
    if (slot.state !== 'scheduled') return;
    slot.state = 'loading';
    const { definition, element } = slot;
    try {
      const module = await moduleOf(definition);
      // One task per mount, except when the shopper's captured input is waiting for this one.
      if (slot.pending.length === 0) await yieldToMain();
      if (!element.isConnected || slot.state !== 'loading') return;
      const pending = slot.pending;
      slot.pending = [];
      slot.unmount = await module.mount(element, { name: definition.name, pending, scan, bus: options.bus, page });
      slot.state = 'mounted';
      markMounted(element, definition.name);
      options.onMounted?.({ name: definition.name, element });
    } catch (error) {
      fail(slot, error);
    }
  }

  function fail(slot: Slot, error: unknown): void {
    const { definition, element } = slot;
    slot.state = 'failed';
    // A config error or a chunk that will not load is the same for every element: disable the island once.
    const pageWide = isIslandConfigError(error) || !loaded.has(definition.name);
    if (pageWide) disabled.add(definition.name);
    const message = error instanceof Error ? error.message : String(error);
    const key = pageWide ? definition.name : `${definition.name}:${message}`;
    if (!reported.has(key)) {
      reported.add(key);
      // One bad global is one console error, however many islands read it (add-to-cart and
      // mini-cart both read wc_add_to_cart_params); each island still reports through onError.
      const config = isIslandConfigError(error);
      if (!(config && reported.has(message))) {
        logger.error(`[wc-islands] island "${definition.name}" disabled: ${message}. Its elements keep working as plain HTML.`);
      }
      if (config) reported.add(message);
      options.onError?.(definition.name, pageWide ? null : element, error);
    }
    completeNatively(slot);
    if (pageWide) for (const other of live) if (other.definition === definition && other !== slot) dropFailed(other);
  }

  /** Input captured for an island that will not mount is completed the plain-HTML way. */
  function completeNatively(slot: Slot): void {
    for (const event of slot.pending.splice(0)) {
      slot.definition.onCaptureFailed?.(slot.element, event);
      replayNatively(slot.element, event, navigate);
    }
  }

  // Other elements of a disabled island: stop their schedules and complete any captured input natively.
  function dropFailed(slot: Slot): void {
    slot.cancel();
    if (slot.state === 'mounted') return;
    live.delete(slot);
    slot.state = 'failed';
    completeNatively(slot);
  }

  function onCapturedEvent(event: Event): void {
    const target = event.target;
    if (!(target instanceof Element)) return;
    for (const definition of options.definitions) {
      if (!definition.capture?.includes(event.type) || disabled.has(definition.name)) continue;
      const selector = mountSelector(definition.name, definition.selector);
      // An island's link-buttons may sit outside its mount points (the checkout's coupon toggle, above
      // its form): their input is held for the page's first one.
      const element = target.closest<HTMLElement>(selector)
        ?? (definition.buttons && target.closest(definition.buttons) ? doc.querySelector<HTMLElement>(selector) : null);
      if (!element) continue;
      const slot = slotFor(definition, element) ?? consider(definition, element);
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
      void load(slot);
      return;
    }
  }

  function release(slot: Slot): void {
    slot.cancel();
    live.delete(slot);
    slots.get(slot.definition.name)?.delete(slot.element);
    if (slot.state !== 'mounted') return;
    unmarkMounted(slot.element, slot.definition.name);
    try {
      slot.unmount?.();
    } catch (error) {
      logger.error(`[wc-islands] island "${slot.definition.name}" failed to unmount:`, error);
    }
  }

  function onMutations(records: MutationRecord[]): void {
    let removed = false;
    // Filling a country's states or a fragment adds hundreds of elements in one batch: scan each
    // added subtree once, and skip elements that plainly hold no mount point (text-only leaves such
    // as <option>, unless one matches itself), which was most of a checkout's mount time at 4x CPU.
    const added = new Set<Element>();
    for (const record of records) {
      if (record.removedNodes.length) removed = true;
      for (const node of record.addedNodes) if (node instanceof Element && node.isConnected) added.add(node);
    }
    const { any } = currentSelection();
    for (const element of added) {
      if (element.firstElementChild === null && !element.matches(any)) continue;
      if (hasAddedAncestor(element, added)) continue;
      scan(element);
    }
    if (removed) for (const slot of [...live]) if (!slot.element.isConnected) release(slot);
  }

  return {
    start() {
      stopped = false;
      removeCaptures.push(listenForCaptures(doc, options.definitions, onCapturedEvent), bindIslandButtons(doc, options.definitions));
      scan(doc);
      observer = new MutationObserver(onMutations);
      observer.observe(doc.documentElement, { childList: true, subtree: true });
    },
    scan,
    mounted: () =>
      [...live]
        .filter((slot) => slot.state === 'mounted')
        .map((slot) => ({ name: slot.definition.name, element: slot.element })),
    stop() {
      stopped = true;
      observer?.disconnect();
      for (const remove of removeCaptures.splice(0)) remove();
      for (const slot of [...live]) release(slot);
    },
  };
}

/** `data-island="a b"` names the island (the `~=` attribute match, in code). */
function namesIsland(element: Element, name: string): boolean {
  const names = element.getAttribute(EXPLICIT_ATTRIBUTE);
  return names !== null && names.split(/\s+/).includes(name);
}

/** Whether an ancestor of `element` is itself in `added` (its scan covers `element`). */
function hasAddedAncestor(element: Element, added: ReadonlySet<Element>): boolean {
  for (let parent = element.parentElement; parent !== null; parent = parent.parentElement) if (added.has(parent)) return true;
  return false;
}

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(message)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
