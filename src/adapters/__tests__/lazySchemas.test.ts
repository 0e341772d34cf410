import { describe, expect, it, vi } from 'vitest';

// Counts every zod/mini schema or check built (each factory call), so the test can tell module
// evaluation from reading a global. zod was once dropped because schemas built when the site chunk
// loaded cost every page heap; the adapters build theirs only when an island reads its global.
const built = vi.hoisted(() => ({ count: 0 }));
vi.mock('zod/mini', async (importOriginal) => {
  const actual = await importOriginal<Record<string, unknown>>();
  const counted = (factory: (...args: unknown[]) => unknown) => (...args: unknown[]) => {
    built.count += 1;
    return factory(...args);
  };
  const isFactory = (name: string, value: unknown) => typeof value === 'function' && /^[a-z]/.test(name);
  return Object.fromEntries(Object.entries(actual).map(([name, value]) => [name, isFactory(name, value) ? counted(value as never) : value]));
});

describe('globals schemas built with zod/mini', () => {
  it('builds no schema when the adapters are evaluated, only when an island reads its global', async () => {
    const adapters = import.meta.glob('../*.ts');
    for (const load of Object.values(adapters)) await load();
    expect(Object.keys(adapters).length).toBeGreaterThan(10);
    expect(built.count).toBe(0);

    const { readAddToCartConfig } = await import('../readCartParams.ts');
    readAddToCartConfig({ wc_add_to_cart_params: { wc_ajax_url: '/?wc-ajax=%%endpoint%%', cart_url: 'https://shop.test/cart/' } });
    expect(built.count).toBeGreaterThan(0);
  });
});
