import { describe, expect, it, vi } from 'vitest';
import { fetchFreshNonce } from '../fetchFreshNonce.ts';

describe('fetchFreshNonce', () => {
  it('asks the plugin endpoint for the action and returns a well-formed nonce', async () => {
    const fetcher = vi.fn(async () => new Response('{"nonce":"0123456789"}'));
    await expect(fetchFreshNonce('/wp-admin/admin-ajax.php', 'wc_islands_nonce', 'carousel_nonce', fetcher as unknown as typeof fetch)).resolves.toBe('0123456789');
    const url = new URL(String((fetcher.mock.calls[0] as unknown as [string])[0]));
    expect(Object.fromEntries(url.searchParams)).toEqual({ action: 'wc_islands_nonce', for: 'carousel_nonce' });
  });

  it('gives nothing for a failed, malformed or hostile answer', async () => {
    for (const body of ['0', '{"nonce":"<img onerror>"}', '{}', 'not json']) {
      const fetcher = vi.fn(async () => new Response(body));
      await expect(fetchFreshNonce('/wp-admin/admin-ajax.php', 'a', 'b', fetcher as unknown as typeof fetch)).resolves.toBeUndefined();
    }
    const failing = vi.fn(async () => new Response('', { status: 400 }));
    await expect(fetchFreshNonce('/wp-admin/admin-ajax.php', 'a', 'b', failing as unknown as typeof fetch)).resolves.toBeUndefined();
  });
});
