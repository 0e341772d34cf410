import { stripMarkup } from './stripMarkup.ts';
import type { AddressProvider, AddressSection, AddressSuggestion, RegistryLogger } from './types.ts';

/** What one keystroke's search comes to. `stale`: a newer search started meanwhile; ignore it. */
export type SearchOutcome =
  | { readonly kind: 'results'; readonly suggestions: readonly AddressSuggestion[] }
  | { readonly kind: 'hide' }
  | { readonly kind: 'stale' };

export interface SuggestionSearchOptions {
  /** Characters (markup stripped) before a search runs; spec s9: 3. */
  readonly minLength: number;
  /** Suggestions kept; spec s9: 5. */
  readonly maxResults: number;
  readonly logger: RegistryLogger;
}

export interface SuggestionSearch {
  run(provider: AddressProvider | null, typed: string, country: string, section: AddressSection): Promise<SearchOutcome>;
  /** Drops (and aborts, where the provider listens) the search in flight. */
  cancel(): void;
}

function isSuggestion(value: unknown): value is AddressSuggestion {
  if (typeof value !== 'object' || value === null) return false;
  const { id, label } = value as Record<string, unknown>;
  return (typeof id === 'string' || typeof id === 'number') && typeof label === 'string';
}

/**
 * Runs provider searches for one address field (spec s5 'Address search', s8). Only the newest
 * search may answer: a slower earlier one resolving late would otherwise replace the suggestions
 * for what the shopper typed since, so each run supersedes, and aborts, the one before.
 */
export function createSuggestionSearch(options: SuggestionSearchOptions): SuggestionSearch {
  const { logger } = options;
  let generation = 0;
  let controller: AbortController | undefined;

  const cancel = (): void => {
    generation += 1;
    controller?.abort();
    controller = undefined;
  };

  const run: SuggestionSearch['run'] = async (provider, typed, country, section) => {
    cancel();
    const text = stripMarkup(typed);
    if (text !== typed) logger.warn('Input was sanitized for security');
    if (!provider || text.length < options.minLength) return { kind: 'hide' };
    const mine = generation;
    const current = new AbortController();
    controller = current;
    try {
      const answer: unknown = await provider.search(text, country, section, current.signal);
      if (mine !== generation) return { kind: 'stale' };
      if (!Array.isArray(answer)) {
        logger.error('Invalid suggestions response - not an array');
        return { kind: 'hide' };
      }
      const suggestions = answer.filter(isSuggestion).slice(0, options.maxResults).map((item) => ({ ...item, id: String(item.id) }));
      return suggestions.length > 0 ? { kind: 'results', suggestions } : { kind: 'hide' };
    } catch (error) {
      // An aborted, superseded search is expected, not an error.
      if (mine !== generation) return { kind: 'stale' };
      logger.error('Address search error:', error);
      return { kind: 'hide' };
    } finally {
      if (controller === current) controller = undefined;
    }
  };

  return { run, cancel };
}
