import { createSafeStorage, type SafeStorage } from '../core/storage/index.ts';
import { safeNavigationUrl } from '../core/url/index.ts';

/**
 * Leaves the page for an http(s) URL; any other (`javascript:`, `data:`, core/url safeNavigationUrl)
 * is never followed and false says so, for the caller to show an error instead. One place, so tests
 * and the fallback paths agree on how.
 */
export function navigateTo(url: string): boolean {
  const target = safeNavigationUrl(url, document.baseURI);
  if (target === undefined) return false;
  window.location.assign(target);
  return true;
}

let session: SafeStorage | undefined;
let local: SafeStorage | undefined;

/** sessionStorage that never throws (probed once per page). */
export function sessionStore(): SafeStorage {
  return (session ??= createSafeStorage(() => window.sessionStorage));
}

/** localStorage that never throws (probed once per page). */
export function localStore(): SafeStorage {
  return (local ??= createSafeStorage(() => window.localStorage));
}

/** False when the browser knows it has no network (`navigator.onLine`); true where it cannot tell. */
export function isOnline(): boolean {
  return navigator.onLine !== false;
}
