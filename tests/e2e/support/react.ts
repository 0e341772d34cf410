import type { Page } from '@playwright/test';

/** Set by `src/island-kit/renderLayer.tsx` when it is evaluated: every React view imports it. */
const REACT_EVALUATED_MARK = 'wc-islands:react-evaluated';

/** True once the page has evaluated React (checked in the page, not by timing). */
export function reactEvaluated(page: Page): Promise<boolean> {
  return page.evaluate((mark) => performance.getEntriesByName(mark).length > 0, REACT_EVALUATED_MARK);
}

/** Bundle scripts the page has fetched whose file is React's vendor chunk. */
export function reactChunksFetched(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => /\/chunks\/react-[^/]+\.js/.test(name)),
  );
}
