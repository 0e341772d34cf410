/** The three modes one run alternates (issue #29): the plugin, WooCommerce's own scripts, and no script at all. */
export const MODES = ['plugin', 'legacy', 'plain'] as const;
export type Mode = (typeof MODES)[number];

/** Loopback as served, or the slow-link profile (Lighthouse's "slow 4G": 150 ms RTT, 1.6 Mbps down, 750 Kbps up). */
export type LinkProfile = 'loopback' | 'slow';

export interface LoadSample {
  page: string;
  mode: Mode;
  link: LinkProfile;
  run: number;
  fcp: number | null;
  lcp: number | null;
  /** Total blocking time from FCP until the network went quiet. */
  tbt: number | null;
  /** gzip -9 bytes of every script file fetched until the network went quiet (lazy chunks included). */
  jsFetchedGz: number;
  requests: number;
  heapBytes: number | null;
}

/** From a load of its own with the sampling profiler and precise coverage on (the profiler slows what it samples). */
export interface CpuSample {
  page: string;
  mode: Exclude<Mode, 'plain'>;
  run: number;
  /** Main-thread time in script files (scriptCpu.ts). */
  scriptMainThread: number;
  /** gzip -9 bytes of the script files whose top level ran (a preloaded module never imported does not count). */
  jsEvaluatedGz: number;
  evaluated: string[];
}

export type ClickWhen = 'during-load' | 'after-idle';

export interface ClickSample {
  mode: Exclude<Mode, 'plain'>;
  when: ClickWhen;
  run: number;
  /** ms since navigation start when the click event fired. */
  clickAt: number | null;
  /**
   * Click event -> the frame after the page showed it: 'loading' on the button, or the next page's first paint
   * (requestAnimationFrame + MessageChannel: it also counts tasks the page queued for after that paint).
   */
  latency: number | null;
  /**
   * The click's Event Timing duration: event time to the next paint after its handlers (INP's measure, 8 ms steps; null
   * under 16 ms or when it navigated). Unlike `latency` it counts no task the page queued for after that paint.
   */
  eventTiming: number | null;
  /** Of `eventTiming`, the input delay: the click waited this long for the task the page was running. */
  inputDelay: number | null;
  /** 'navigation': no script handled the click yet, the link loaded the next page. */
  outcome: 'loading' | 'navigation' | 'none';
  /** Plugin: whether the first island chunk had arrived before the click (null: legacy, or not known). */
  islandCodeBeforeClick: boolean | null;
}
