/**
 * Completes a captured event the plain-HTML way when its island could not take over, so a shopper's
 * click is never silently dropped: a link is followed, a form button submits its form.
 */
export function replayNatively(element: HTMLElement, event: Event, navigate: (url: string) => void): boolean {
  if (event.type !== 'click' && event.type !== 'keydown' && event.type !== 'submit') return false;
  const link = element.closest('a[href]');
  if (link instanceof HTMLAnchorElement && link.href) {
    navigate(link.href);
    return true;
  }
  const form = element instanceof HTMLFormElement ? element : element.closest('form');
  if (form) {
    const submitter = element instanceof HTMLButtonElement || element instanceof HTMLInputElement ? element : null;
    // requestSubmit keeps the submitter's name=value and runs constraint validation, as a real click would.
    if (submitter && submitter.type === 'submit') form.requestSubmit(submitter);
    else form.requestSubmit();
    return true;
  }
  return false;
}
