import type { DemoAddress } from '../catalogue/addresses.ts';
export interface DemoSuggestion {
    id: string;
    label: string;
    matchedSubstrings: Array<{
        offset: number;
        length: number;
    }>;
}
/**
 * The demo provider's search: every typed word must begin a word of the label; each match comes back
 * as a highlight range, as the Places-style services WooCommerce's providers wrap do.
 */
export declare function searchAddresses(addresses: readonly DemoAddress[], query: string, country: string, limit: number): DemoSuggestion[];
