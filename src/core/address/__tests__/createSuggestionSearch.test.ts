import { describe, expect, it, vi } from 'vitest';
import { createSuggestionSearch } from '../createSuggestionSearch.ts';
import type { AddressProvider } from '../types.ts';

const suggestion = (id: string) => ({ id, label: `${id} Main Street`, matchedSubstrings: [] });

function setup(search: AddressProvider['search']) {
  const logger = { error: vi.fn(), warn: vi.fn() };
  const provider: AddressProvider = { id: 'p', canSearch: () => true, search: vi.fn(search), select: vi.fn() };
  return { logger, provider, searcher: createSuggestionSearch({ minLength: 3, maxResults: 5, logger }) };
}

describe('address search (spec s5, s8)', () => {
  it('does not search below 3 characters (markup stripped) and hides instead', async () => {
    const { provider, searcher } = setup(async () => [suggestion('a')]);
    expect(await searcher.run(provider, '12', 'US', 'billing')).toEqual({ kind: 'hide' });
    expect(await searcher.run(provider, '<b>12</b>', 'US', 'billing')).toEqual({ kind: 'hide' });
    expect(provider.search).not.toHaveBeenCalled();
  });

  it('hides without an active provider', async () => {
    const { searcher } = setup(async () => []);
    expect(await searcher.run(null, '123 Main', 'US', 'billing')).toEqual({ kind: 'hide' });
  });

  it('searches with the text, country and section, and keeps at most 5 suggestions', async () => {
    const { provider, searcher } = setup(async () => ['1', '2', '3', '4', '5', '6', '7'].map(suggestion));
    const outcome = await searcher.run(provider, '123', 'US', 'billing');
    expect(provider.search).toHaveBeenCalledWith('123', 'US', 'billing', expect.any(AbortSignal));
    expect(outcome.kind === 'results' && outcome.suggestions.map((s) => s.id)).toEqual(['1', '2', '3', '4', '5']);
  });

  it('searches for the text of typed markup and warns that it was sanitized', async () => {
    const { provider, searcher, logger } = setup(async () => []);
    await searcher.run(provider, '<script>alert("xss")</script>', 'US', 'billing');
    expect(provider.search).toHaveBeenCalledWith('alert("xss")', 'US', 'billing', expect.any(AbortSignal));
    expect(logger.warn).toHaveBeenCalledWith('Input was sanitized for security');
  });

  it('hides on an empty list, on a non-list answer (logged) and on a failure (logged)', async () => {
    const empty = setup(async () => []);
    expect(await empty.searcher.run(empty.provider, '123', 'US', 'billing')).toEqual({ kind: 'hide' });
    const notList = setup(async () => ({ results: [] }));
    expect(await notList.searcher.run(notList.provider, '123', 'US', 'billing')).toEqual({ kind: 'hide' });
    expect(notList.logger.error).toHaveBeenCalledWith('Invalid suggestions response - not an array');
    const failing = setup(async () => Promise.reject(new Error('down')));
    expect(await failing.searcher.run(failing.provider, '123', 'US', 'billing')).toEqual({ kind: 'hide' });
    expect(failing.logger.error).toHaveBeenCalledWith('Address search error:', expect.any(Error));
  });

  it('drops a slower earlier answer and aborts its request, without logging', async () => {
    const resolvers: Array<(value: unknown) => void> = [];
    const signals: AbortSignal[] = [];
    const { provider, searcher, logger } = setup((_input, _country, _section, signal) => {
      if (signal) signals.push(signal);
      return new Promise((resolve) => resolvers.push(resolve));
    });
    const first = searcher.run(provider, '123', 'US', 'billing');
    const second = searcher.run(provider, '123 Main', 'US', 'billing');
    expect(signals[0]?.aborted).toBe(true);
    expect(signals[1]?.aborted).toBe(false);
    resolvers[1]?.([suggestion('new')]);
    resolvers[0]?.([suggestion('old')]);
    expect(await second).toEqual({ kind: 'results', suggestions: [suggestion('new')] });
    expect(await first).toEqual({ kind: 'stale' });
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('treats an aborted, superseded request that rejects as stale, not as an error', async () => {
    const { provider, searcher, logger } = setup((_i, _c, _s, signal) => new Promise((_resolve, reject) => {
      signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
    }));
    const first = searcher.run(provider, '123', 'US', 'billing');
    searcher.cancel();
    expect(await first).toEqual({ kind: 'stale' });
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('skips malformed suggestions rather than drawing them', async () => {
    const { provider, searcher } = setup(async () => [null, { id: 'x' }, { label: 'no id' }, suggestion('ok')]);
    const outcome = await searcher.run(provider, '123', 'US', 'billing');
    expect(outcome).toEqual({ kind: 'results', suggestions: [suggestion('ok')] });
  });
});
