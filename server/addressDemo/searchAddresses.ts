import type { DemoAddress } from '../catalogue/addresses.ts';

export interface DemoSuggestion {
  id: string;
  label: string;
  matchedSubstrings: Array<{ offset: number; length: number }>;
}

/** Where `token` starts a word of `haystack` (both lower-cased), or -1. */
function wordStart(haystack: string, token: string): number {
  for (let at = haystack.indexOf(token); at !== -1; at = haystack.indexOf(token, at + 1)) {
    if (at === 0 || /[\s,.-]/.test(haystack[at - 1] ?? '')) return at;
  }
  return -1;
}

/**
 * The demo provider's search: every typed word must begin a word of the label; each match comes back
 * as a highlight range, as the Places-style services WooCommerce's providers wrap do.
 */
export function searchAddresses(addresses: readonly DemoAddress[], query: string, country: string, limit: number): DemoSuggestion[] {
  const tokens = query.toLowerCase().split(/[\s,]+/).filter((token) => token !== '');
  if (tokens.length === 0) return [];
  const out: DemoSuggestion[] = [];
  for (const address of addresses) {
    if (address.country !== country) continue;
    const label = address.label.toLowerCase();
    const offsets = tokens.map((token) => wordStart(label, token));
    if (offsets.some((offset) => offset === -1)) continue;
    const matchedSubstrings = offsets.map((offset, index) => ({ offset, length: tokens[index]!.length }));
    out.push({ id: address.id, label: address.label, matchedSubstrings });
    if (out.length === limit) break;
  }
  return out;
}
