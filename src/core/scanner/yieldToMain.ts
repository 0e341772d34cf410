/**
 * Resolves in a new task, so the browser can paint and handle input in between. Islands whose code
 * arrives together (one chunk for a page's islands) then mount one task each instead of in one long
 * task that blocks the main thread (issue #15, total blocking time). A MessageChannel message is not
 * clamped to 4 ms like a nested setTimeout.
 */
export function yieldToMain(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof MessageChannel !== 'function') {
      setTimeout(resolve, 0);
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}
