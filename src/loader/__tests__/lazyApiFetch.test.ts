import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiFetchMiddleware } from '../../core/rest/index.ts';

const { created } = vi.hoisted(() => ({ created: { count: 0 } }));

vi.mock('../../rest/apiFetchChunk.ts', async () => {
  const { createApiFetch } = await import('../../core/rest/createApiFetch.ts');
  created.count += 1;
  const apiFetch = createApiFetch({ rootURL: 'https://shop.test/wp-json/', nonce: 'n1', fetch: vi.fn() });
  apiFetch.setFetchHandler(async (options) => ({ url: options.url, headers: options.headers }));
  return { apiFetch };
});

const { createLazyApiFetch } = await import('../lazyApiFetch.ts');

afterEach(() => {
  vi.clearAllMocks();
});

describe('createLazyApiFetch', () => {
  it('loads the client chunk on the first call and forwards the call', async () => {
    const apiFetch = createLazyApiFetch();
    await expect(apiFetch({ path: '/wp/v2/users/me' })).resolves.toEqual({
      url: 'https://shop.test/wp-json/wp/v2/users/me?_locale=user',
      headers: { 'X-WP-Nonce': 'n1' },
    });
  });

  it('applies middlewares registered before the chunk loaded, in registration order', async () => {
    const apiFetch = createLazyApiFetch();
    const order: string[] = [];
    const tag = (name: string): ApiFetchMiddleware => (options, next) => {
      order.push(name);
      return next({ ...options, headers: { ...options.headers, [`X-${name}`]: '1' } });
    };
    apiFetch.use(tag('First'));
    apiFetch.use(tag('Second'));
    const answer = await apiFetch<{ headers: Record<string, string> }>({ path: '/x' });
    // As on the real client, the last registered runs first.
    expect(order).toEqual(['Second', 'First']);
    expect(answer.headers).toMatchObject({ 'X-First': '1', 'X-Second': '1' });
    apiFetch.use(tag('Third'));
    await apiFetch({ path: '/x' });
    expect(order.slice(2)).toEqual(['Third', 'Second', 'First']);
  });

  it('loads the chunk once and hands every caller the same client', async () => {
    const apiFetch = createLazyApiFetch();
    const [first, second] = await Promise.all([apiFetch.load(), apiFetch.load(), apiFetch({ path: '/a' })]);
    expect(first).toBe(second);
    expect(created.count).toBe(1);
  });

  it('retries the chunk import on the next call after a failed load', async () => {
    const { apiFetch: chunkClient } = await import('../../rest/apiFetchChunk.ts');
    const apiFetch = createLazyApiFetch();
    const spy = vi.spyOn(chunkClient, 'use').mockImplementationOnce(() => {
      throw new Error('chunk failed');
    });
    apiFetch.use((options, next) => next(options));
    await expect(apiFetch({ path: '/a' })).rejects.toThrow('chunk failed');
    await expect(apiFetch({ path: '/a' })).resolves.toMatchObject({ url: 'https://shop.test/wp-json/a?_locale=user' });
    expect(spy).toHaveBeenCalledTimes(1);
  });
});
