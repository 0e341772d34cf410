import { CHUNK_LOAD_TIMEOUT_MS } from '../constants.ts';
import type { EventBus } from '../events/index.ts';
import type { PageScope } from '../page/index.ts';
import { bindIslandButtons } from './bindIslandButtons.ts';
import { captureEarlyInput } from './captureEarlyInput.ts';
import { createFailurePolicy } from './createFailurePolicy.ts';
import { createSlotLoader } from './createSlotLoader.ts';
import { createSlotRegistry } from './createSlotRegistry.ts';
import { observeMountPoints } from './observeMountPoints.ts';
import { scanInSlices } from './scanInSlices.ts';
import type { ScheduleEnvironment } from './scheduleLoad.ts';
import type { IslandSlot } from './islandSlot.ts';
import { selectActiveIslands } from './selectActiveIslands.ts';
import type { IslandDefinition, MountedIsland } from './types.ts';

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
  /** Scans one region (a replaced fragment, an infinite-scroll page); default the whole document. */
  scan(root?: ParentNode): void;
  mounted(): MountedIsland[];
  /** Stops watching and unmounts everything. */
  stop(): void;
}

/**
 * The loader's engine, composed of its parts: which islands are active (selectActiveIslands), the
 * mount points found and their load schedules (createSlotRegistry), the sliced scan (scanInSlices),
 * loading and mounting (createSlotLoader), what a failure does (createFailurePolicy), input held
 * before a mount (captureEarlyInput) and the page's later changes (observeMountPoints).
 */
export function createIslandScanner(options: IslandScannerOptions): IslandScanner {
  const { definitions, logger = console } = options;
  const doc = options.document ?? document;
  const disabled = new Set<string>();
  // Aborted by stop(): every listener and the observer that start() bound.
  let started: AbortController | undefined;
  const live = new Set<IslandSlot>();
  const islands = selectActiveIslands(definitions, disabled);
  const scan = (root: ParentNode = doc): void => scanInSlices(root, islands(), slots.consider, () => !!started?.signal.aborted);
  const navigate = options.navigate ?? ((url: string) => doc.defaultView?.location.assign(url));
  const fail = createFailurePolicy(disabled, live, logger, navigate, options.onError);
  // The page's state, handed to every island: the scanner is made once per page.
  const page: PageScope = {};
  const load = createSlotLoader(options.chunkTimeoutMs ?? CHUNK_LOAD_TIMEOUT_MS, { scan, bus: options.bus, page }, fail, options.onMounted);
  const slots = createSlotRegistry(live, disabled, load, logger, options.environment);

  return {
    start() {
      const { signal } = (started = new AbortController());
      captureEarlyInput(doc, definitions, slots, load, signal);
      bindIslandButtons(doc, definitions, signal);
      scan();
      observeMountPoints(doc, () => islands().any, scan, slots, signal);
    },
    scan,
    mounted: () =>
      [...live]
        .filter((slot) => slot.state === 'mounted')
        .map((slot) => ({ name: slot.definition.name, element: slot.element })),
    stop() {
      started?.abort();
      slots.release(true);
    },
  };
}
