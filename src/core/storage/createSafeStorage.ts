import { storageAvailable } from './storageAvailable.ts';

export interface SafeStorage {
  /** True when the probe write succeeded; when false every call is a no-op. */
  readonly available: boolean;
  /** The stored string, or null when missing or unreadable. */
  get(key: string): string | null;
  /** False when the write failed (quota exceeded, storage revoked) or storage is unavailable. */
  set(key: string, value: string): boolean;
  remove(key: string): void;
}

/**
 * Web Storage that never throws. Pass a getter (`() => window.sessionStorage`) rather than the
 * object, because the property access itself is what throws when storage is blocked.
 */
export function createSafeStorage(getStorage: () => Storage | null | undefined): SafeStorage {
  const storage = storageAvailable(getStorage);
  // Even a storage that passed the probe can throw later: quota fills up, or the user clears site data.
  const attempt = <T>(action: (store: Storage) => T, fallback: T): T => {
    if (!storage) return fallback;
    try {
      return action(storage);
    } catch {
      return fallback;
    }
  };
  const safeStorage: SafeStorage = {
    available: storage !== null,
    get: (key) => attempt((store) => store.getItem(key), null),
    set: (key, value) => attempt((store) => (store.setItem(key, value), true), false),
    remove: (key) => attempt((store) => store.removeItem(key), undefined),
  };
  return safeStorage;
}
