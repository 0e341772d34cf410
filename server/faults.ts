/**
 * Fault switch for tests and demos, applied to wc-ajax answers. Grammar (comma-separated list):
 * `latency:800` delay in ms, `status:500` answer with that status, `malformed` answer JSON cut short (the store does not act on a faulted request),
 * `empty` send an empty body. Sources: query `wc-islands-fault`, cookie `wc_islands_fault`
 * (handy for browser tests), env WC_ISLANDS_FAULT.
 */
export interface Faults {
  latencyMs: number;
  status: number | null;
  malformed: boolean;
  empty: boolean;
}

export const NO_FAULTS: Faults = { latencyMs: 0, status: null, malformed: false, empty: false };

export function parseFaults(spec: string | undefined): Faults {
  const faults = { ...NO_FAULTS };
  if (spec === undefined || spec.trim() === '') return faults;
  for (const part of spec.split(',')) {
    const [name = '', arg = ''] = part.trim().split(':');
    const n = Number(arg);
    if (name === 'latency' && Number.isFinite(n) && n >= 0) faults.latencyMs = Math.min(n, 60_000);
    else if (name === 'status' && Number.isInteger(n) && n >= 100 && n <= 599) faults.status = n;
    else if (name === 'malformed') faults.malformed = true;
    else if (name === 'empty') faults.empty = true;
  }
  return faults;
}

/** The request's own fault spec wins over the environment's. */
export function faultsFor(querySpec: unknown, cookieSpec: string | undefined, env = process.env['WC_ISLANDS_FAULT']): Faults {
  if (typeof querySpec === 'string' && querySpec !== '') return parseFaults(querySpec);
  if (cookieSpec !== undefined && cookieSpec !== '') return parseFaults(cookieSpec);
  return parseFaults(env);
}

export function delay(ms: number): Promise<void> {
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}
