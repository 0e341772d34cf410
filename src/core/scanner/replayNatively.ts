import { safeNavigationUrl } from '../url/safeNavigationUrl.ts';

/**
 * Completes a captured event the plain-HTML way when its island could not take over, so a shopper's
 * click is never silently dropped: a link is followed, a form button submits its form.
 */
export function replayNatively(element: HTMLElement, event: Event, navigate: (url: string) => void): void {
  if (event.type !== 'click' && event.type !== 'submit') return;
  // The event's own target first: a captured click inside a widget is about the link that was clicked.
  const target = event.target instanceof Element && element.contains(event.target) ? event.target : element;
  const link = target.closest('a[href]');
  if (link instanceof HTMLAnchorElement && link.href) {
    // A link that is not http(s) (`javascript:`, `data:`) is never followed on the shopper's behalf.
    const url = safeNavigationUrl(link.href);
    if (url !== undefined) navigate(url);
    return;
  }
  const form = target instanceof HTMLFormElement ? target : target.closest('form');
  if (form) {
    const submitter = target instanceof HTMLButtonElement || target instanceof HTMLInputElement ? target : null;
    // requestSubmit keeps the submitter's name=value and runs constraint validation, as a real click would.
    if (submitter && submitter.type === 'submit') form.requestSubmit(submitter);
    else form.requestSubmit();
  }
}
