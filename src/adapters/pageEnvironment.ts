/**
 * The browser facts the chrome islands depend on, read in one place so islands and core take plain
 * values (and tests pass literals).
 */

/** True when the visitor asked for less motion: animations jump to their end state. */
export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Storefront's touch test (carousel-theme-newsletter-contract s2.3): touch events or any touch point. */
export function isTouchDevice(): boolean {
  return 'ontouchstart' in window || navigator.maxTouchPoints > 0;
}

/** Milliseconds since DOMContentLoaded; 0 when the browser does not say (the full delay then applies). */
export function msSinceDomReady(): number {
  const entry = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  const readyAt = entry?.domContentLoadedEventEnd ?? 0;
  return readyAt > 0 ? Math.max(0, performance.now() - readyAt) : 0;
}
