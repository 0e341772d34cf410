/**
 * Gives the keyboard of a native `<button>` to elements that only say they are buttons (WooCommerce's
 * `<a role="button">` links, images the carousel makes buttons): Enter activates on key-down, Space
 * on key-up and only if focus stayed and Escape was not pressed meanwhile, and a held key's repeats
 * never activate (a native button would also repeat Enter; one add per press is what a shopper means).
 * Activating is a click on the element, so islands, and the loader's capture before they mount,
 * only ever handle clicks. Keys with a modifier stay the browser's (Shift+Enter opens a new window).
 * `buttonOf` returns the button an event's target belongs to, or null. Unbound when `signal` aborts.
 */
export function bindButtonKeys(root: Document, buttonOf: (target: EventTarget | null) => HTMLElement | null, signal: AbortSignal): void {
  /** The button Space went down on, until its key-up. */
  let pressed: HTMLElement | null = null;

  const ours = (event: KeyboardEvent): HTMLElement | null =>
    event.isComposing || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey ? null : buttonOf(event.target);

  const onKeyDown = (event: KeyboardEvent): void => {
    if (event.key === 'Escape') pressed = null;
    if (event.defaultPrevented || (event.key !== 'Enter' && event.key !== ' ')) return;
    const button = ours(event);
    if (!button) return;
    // Also on repeats: a link would follow itself again on each Enter, and Space would scroll the page.
    event.preventDefault();
    if (event.repeat) return;
    if (event.key === ' ') pressed = button;
    else button.click();
  };
  const onKeyUp = (event: KeyboardEvent): void => {
    if (event.key !== ' ' || pressed === null) return;
    const button = pressed;
    pressed = null;
    if (ours(event) !== button) return;
    event.preventDefault();
    button.click();
  };
  const onFocusOut = (event: FocusEvent): void => {
    if (event.target === pressed) pressed = null;
  };

  const options = { signal };
  root.addEventListener('keydown', onKeyDown, options);
  root.addEventListener('keyup', onKeyUp, options);
  root.addEventListener('focusout', onFocusOut, options);
}
