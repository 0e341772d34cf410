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
export declare const NO_FAULTS: Faults;
export declare function parseFaults(spec: string | undefined): Faults;
/** The request's own fault spec wins over the environment's. */
export declare function faultsFor(querySpec: unknown, cookieSpec: string | undefined, env?: string | undefined): Faults;
export declare function delay(ms: number): Promise<void>;
