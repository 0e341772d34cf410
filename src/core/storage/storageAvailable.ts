import { STORAGE_PROBE_KEY, STORAGE_PROBE_VALUE } from '../constants.ts';

/**
 * The storage when writing to it works, else null. Probes like cart-fragments.js (contract s2.2):
 * set then remove `wc`=`test`. Merely reading `window.sessionStorage` throws a SecurityError when
 * cookies are blocked, and old Safari private mode exposes a storage whose setItem always throws
 * QuotaExceededError, so only a real write proves it usable.
 */
export function storageAvailable(getStorage: () => Storage | null | undefined): Storage | null {
  try {
    const storage = getStorage();
    if (!storage) return null;
    storage.setItem(STORAGE_PROBE_KEY, STORAGE_PROBE_VALUE);
    storage.removeItem(STORAGE_PROBE_KEY);
    return storage;
  } catch {
    return null;
  }
}
