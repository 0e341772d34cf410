/**
 * A chunk fetched once per page, on first call: every later call gets the same promise. A failed load
 * (offline, a deploy replacing the chunks) is forgotten, so the next call tries again rather than
 * keeping the page without that feature until a reload.
 */
export function lazyImport<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
