/** The parts of a DevTools `Profiler.Profile` used here. */
export interface CpuProfile {
  nodes: { id: number; callFrame: { url: string }; children?: number[] }[];
  samples?: number[];
  timeDeltas?: number[];
}

/** Script files: the bundle and the jQuery-era libraries (inline data blocks and the probe are not counted). */
const SCRIPT_FILE = /\.m?js(\?|$)/;

/**
 * Main-thread time spent in script files, from a sampled CPU profile: every sample whose stack holds
 * a frame of a script file, so the DOM work those scripts call (querySelectorAll, …) counts too.
 */
export function scriptCpuTime(profile: CpuProfile): number {
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const inScript = new Map<number, boolean>();
  const isInScript = (id: number): boolean => {
    const known = inScript.get(id);
    if (known !== undefined) return known;
    const node = byId.get(id);
    const up = parent.get(id);
    const result = node !== undefined && (SCRIPT_FILE.test(node.callFrame.url) || (up !== undefined && isInScript(up)));
    inScript.set(id, result);
    return result;
  };
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  let micros = 0;
  // timeDeltas[i] is the time before sample i: the time of sample i is the next delta.
  for (let index = 0; index < samples.length; index += 1) {
    if (isInScript(samples[index]!)) micros += deltas[index + 1] ?? 0;
  }
  return micros / 1000;
}
