const FOCUSED_CLASS = 'sf-input-focused';

/**
 * Storefront footer.js (contract s2.5): while a field of any form outside the bar has focus, `body`
 * has `sf-input-focused` (CSS then hides the bar and the store notice on very short screens, where
 * the on-screen keyboard leaves no room). Targets with tabIndex -1 do not count. Delegated with
 * focusin/focusout so forms added later count too.
 */
export function trackInputFocus(bar: HTMLElement): () => void {
  const doc = bar.ownerDocument;
  const counts = (target: EventTarget | null): target is HTMLElement =>
    target instanceof HTMLElement && target.closest('form') !== null && !bar.contains(target);
  const onFocusIn = (event: FocusEvent): void => {
    if (counts(event.target) && event.target.tabIndex !== -1) doc.body.classList.add(FOCUSED_CLASS);
  };
  const onFocusOut = (event: FocusEvent): void => {
    if (counts(event.target)) doc.body.classList.remove(FOCUSED_CLASS);
  };
  doc.addEventListener('focusin', onFocusIn);
  doc.addEventListener('focusout', onFocusOut);
  return () => {
    doc.removeEventListener('focusin', onFocusIn);
    doc.removeEventListener('focusout', onFocusOut);
    doc.body.classList.remove(FOCUSED_CLASS);
  };
}
