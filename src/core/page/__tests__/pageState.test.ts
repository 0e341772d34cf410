import { describe, expect, it, vi } from 'vitest';
import { pageKey, pageState, type PageScope } from '../pageState.ts';

const QUEUE = pageKey<{ id: number }>('queue');
const STORE = pageKey<string[]>('store');

describe('pageState', () => {
  it('creates each piece of page state on its first ask and hands the same one to every later ask', () => {
    const page: PageScope = {};
    const create = vi.fn(() => ({ id: 1 }));
    const first = pageState(page, QUEUE, create);
    expect(pageState(page, QUEUE, create)).toBe(first);
    expect(create).toHaveBeenCalledTimes(1);
    expect(pageState(page, STORE, () => ['a'])).toEqual(['a']);
  });

  it('keeps pages apart: another page creates its own', () => {
    const one = pageState({}, QUEUE, () => ({ id: 1 }));
    const other = pageState({}, QUEUE, () => ({ id: 2 }));
    expect(other).not.toBe(one);
  });

  it('keeps two keys of the same name apart', () => {
    const page: PageScope = {};
    pageState(page, QUEUE, () => ({ id: 1 }));
    expect(pageState(page, pageKey<{ id: number }>('queue'), () => ({ id: 2 }))).toEqual({ id: 2 });
  });

  it('stores nothing when creating fails, so a later ask tries again', () => {
    const page: PageScope = {};
    expect(() => pageState(page, STORE, () => {
      throw new Error('wc_add_to_cart_params is invalid');
    })).toThrow('invalid');
    expect(pageState(page, STORE, () => ['after'])).toEqual(['after']);
  });
});
