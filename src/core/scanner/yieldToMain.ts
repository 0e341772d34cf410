/**
 * Resolves in a new task, so the browser can paint and handle input in between. Islands whose code
 * arrives together (one chunk for a page's islands) then mount one task each instead of in one long
 * task that blocks the main thread (issue #15, total blocking time). A plain timeout: it is in the
 * loader's 6 KB budget, and these are not nested deeply enough for the 4 ms clamp.
 */
export const yieldToMain = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
