/**
 * Runs `callback` after the browser has painted the current frame: the feedback the shopper's input
 * already caused ('loading', a :hover dropdown) shows before a React layer is fetched and evaluated.
 */
export function afterNextPaint(callback: () => void): void {
  // rAF runs before the paint; a task queued from it runs after.
  requestAnimationFrame(() => setTimeout(callback, 0));
}
