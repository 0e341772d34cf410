import { createSafeStorage, type SafeStorage } from '../core/storage/index.ts';

/** Leaves the page. One place, so tests and the fallback paths agree on how. */
export function navigateTo(url: string): void {
  window.location.assign(url);
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
