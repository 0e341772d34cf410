import { describe, expect, it, vi } from 'vitest';
import { lazyImport } from '../lazyImport.ts';

describe('lazyImport', () => {
  it('loads once, on the first call, and hands every caller the same module', async () => {
    const load = vi.fn(() => Promise.resolve({ draw: 'module' }));
    const get = lazyImport(load);
    expect(load).not.toHaveBeenCalled();
    const [first, second] = await Promise.all([get(), get()]);
    expect(await get()).toBe(first);
    expect(second).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again on the next call after a failed load, and keeps the module once it loaded', async () => {
    const load = vi.fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue('module');
    const get = lazyImport<string>(load);
    await expect(get()).rejects.toThrow('Failed to fetch');
    await expect(get()).resolves.toBe('module');
    await expect(get()).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
