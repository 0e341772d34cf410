import type { JQueryLike } from '../core/events/index.ts';

/** The page's jQuery, if a theme or plugin still loads it; looked up at call time because it may load after us. */
export function getPageJQuery(): JQueryLike | undefined {
  const candidate = (globalThis as { jQuery?: unknown }).jQuery;
  return typeof candidate === 'function' ? (candidate as JQueryLike) : undefined;
}
