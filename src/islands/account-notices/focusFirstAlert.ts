/**
 * account-i18n.js (my-account.md s1): the first `[role="alert"]` element with text on a my account page
 * gets `tabindex="-1"` and focus, in a task after the page's own ready handlers so that nothing focused
 * there (a skip link) takes it back and a screen reader reads the error whole. Returns a cancel function.
 */
export function focusFirstAlert(doc: Document): () => void {
  const alert = [...doc.querySelectorAll<HTMLElement>('[role="alert"]')].find((element) => (element.textContent ?? '').trim() !== '');
  if (!alert) return () => undefined;
  const timer = setTimeout(() => {
    if (!alert.isConnected) return;
    alert.setAttribute('tabindex', '-1');
    alert.focus();
  });
  return () => clearTimeout(timer);
}
