import { afterEach, describe, expect, it } from 'vitest';
import { createSafeStorage } from '../createSafeStorage.ts';
import { storageAvailable } from '../storageAvailable.ts';

/** An in-memory Storage whose writes fail once `isFull()` says so. */
function memoryStorage(isFull: () => boolean): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    removeItem: (key) => void items.delete(key),
    setItem(key, value) {
      if (isFull()) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      items.set(key, value);
    },
  };
}

/** Like Safari's old private mode: the storage exists but every write fails. */
const fullStorage = (): Storage => memoryStorage(() => true);

const blocked = (): Storage => {
  throw new DOMException('The operation is insecure.', 'SecurityError');
};

afterEach(() => sessionStorage.clear());

describe('createSafeStorage', () => {
  it('stores, reads and removes values in a working storage', () => {
    const storage = createSafeStorage(() => sessionStorage);
    expect(storage.available).toBe(true);
    expect(storage.set('wc_cart_created', '1700000000000')).toBe(true);
    expect(sessionStorage.getItem('wc_cart_created')).toBe('1700000000000');
    expect(storage.get('wc_cart_created')).toBe('1700000000000');
    storage.remove('wc_cart_created');
    expect(storage.get('wc_cart_created')).toBeNull();
  });

  it('leaves no trace of its probe', () => {
    sessionStorage.setItem('wc', 'kept by another script');
    createSafeStorage(() => sessionStorage);
    createSafeStorage(() => localStorage);
    expect(localStorage.getItem('wc')).toBeNull();
    // Same as cart-fragments.js: the probe owns the `wc` key.
    expect(sessionStorage.getItem('wc')).toBeNull();
  });

  it('reports unavailable without throwing when reaching the storage throws a SecurityError', () => {
    const storage = createSafeStorage(blocked);
    expect(storage.available).toBe(false);
    expect(storage.get('wc_cart_created')).toBeNull();
    expect(storage.set('wc_cart_created', '1')).toBe(false);
    expect(() => storage.remove('wc_cart_created')).not.toThrow();
  });

  it('reports unavailable when every write throws QuotaExceededError', () => {
    const storage = createSafeStorage(fullStorage);
    expect(storage.available).toBe(false);
    expect(storage.set('wc_fragments', '{}')).toBe(false);
  });

  it('returns false instead of throwing when a later write exceeds the quota', () => {
    let full = false;
    const store = memoryStorage(() => full);
    const storage = createSafeStorage(() => store);
    expect(storage.set('wc_fragments', '{"a":1}')).toBe(true);
    full = true;
    expect(storage.set('wc_fragments', 'x'.repeat(100))).toBe(false);
    expect(storage.get('wc_fragments')).toBe('{"a":1}');
  });

  it('reports unavailable for a missing storage', () => {
    expect(createSafeStorage(() => null).available).toBe(false);
    expect(createSafeStorage(() => undefined).get('wc')).toBeNull();
  });
});

describe('storageAvailable', () => {
  it('returns the storage when it works and null otherwise', () => {
    expect(storageAvailable(() => localStorage)).toBe(localStorage);
    expect(storageAvailable(blocked)).toBeNull();
    expect(storageAvailable(fullStorage)).toBeNull();
  });
});
