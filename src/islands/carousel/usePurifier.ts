import type { DOMPurify } from 'dompurify';
import { useEffect, useState } from 'react';
import { lazyImport } from '../../core/lazy/index.ts';

const loadDompurify = lazyImport(() => import('dompurify'));

/**
 * DOMPurify is its own chunk (shared with other islands), fetched when the carousel first opens. If it
 * cannot load or run, markup is never inserted: callers show text instead.
 */
export function loadPurifier(): Promise<DOMPurify | null> {
  return loadDompurify().then(
    (module) => (module.default.isSupported ? module.default : null),
    () => null,
  );
}

/** The sanitizer once loaded; null until then. */
export function usePurifier(): DOMPurify | null {
  const [purify, setPurify] = useState<DOMPurify | null>(null);
  useEffect(() => {
    let live = true;
    void loadPurifier().then((loaded) => {
      if (live) setPurify(() => loaded);
    });
    return () => {
      live = false;
    };
  }, []);
  return purify;
}
