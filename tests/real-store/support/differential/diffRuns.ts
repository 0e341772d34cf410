import type { Effect } from './observe.ts';

/** What one run of the journey observed: per step, every effect in the order seen. */
export type Run = ReadonlyMap<string, readonly Effect[]>;

/** A difference between the two runs: an effect one mode had (or had more often) and the other not. */
export interface Difference {
  readonly step: string;
  readonly category: Effect['category'];
  readonly value: string;
  /** The mode that had it: 'plugin' (wc-islands on) or 'legacy' (WooCommerce's own scripts). */
  readonly onlyIn: 'plugin' | 'legacy';
  readonly times: number;
}

/** A difference that is deliberate, with the reason it is; `subject` limits it to one store configuration. */
export interface Deliberate {
  readonly category: Effect['category'];
  readonly onlyIn: 'plugin' | 'legacy';
  readonly value: RegExp;
  readonly step?: RegExp;
  readonly subject?: string;
  readonly why: string;
}

const key = (effect: Effect) => `${effect.category}\u0000${effect.value}`;

function tally(effects: readonly Effect[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const effect of effects) counts.set(key(effect), (counts.get(key(effect)) ?? 0) + 1);
  return counts;
}

/** Each step's effects compared as multisets: an effect seen twice in one mode and once in the other is a difference. */
export function diffRuns(plugin: Run, legacy: Run): Difference[] {
  const differences: Difference[] = [];
  for (const step of new Set([...plugin.keys(), ...legacy.keys()])) {
    const ours = tally(plugin.get(step) ?? []);
    const theirs = tally(legacy.get(step) ?? []);
    for (const name of new Set([...ours.keys(), ...theirs.keys()])) {
      const delta = (ours.get(name) ?? 0) - (theirs.get(name) ?? 0);
      if (delta === 0) continue;
      const [category, value] = name.split('\u0000') as [Effect['category'], string];
      differences.push({ step, category, value, onlyIn: delta > 0 ? 'plugin' : 'legacy', times: Math.abs(delta) });
    }
  }
  return differences;
}

/** The differences no deliberate entry explains, for one subject. */
export function unexplained(differences: readonly Difference[], deliberate: readonly Deliberate[], subject: string): Difference[] {
  return differences.filter((difference) => !deliberate.some((entry) =>
    entry.category === difference.category &&
    entry.onlyIn === difference.onlyIn &&
    (entry.subject === undefined || entry.subject === subject) &&
    (entry.step === undefined || entry.step.test(difference.step)) &&
    entry.value.test(difference.value)));
}

export const formatDifference = (difference: Difference) =>
  `[${difference.step}] ${difference.category} only with ${difference.onlyIn}${difference.times > 1 ? ` (x${difference.times})` : ''}: ${difference.value}`;
