import type { IslandContext, Unmount } from '../../../core/scanner/index.ts';

/**
 * The add-to-cart form posts the page (multipart, as WooCommerce prints it) and the server answers
 * with the next page: one submit must be one add. A second submit while the first is on its way
 * (a double click, Enter twice) is dropped, and the button says it is busy. Coming back to the page
 * from the back/forward cache makes the form usable again.
 */
export function mount(form: HTMLElement, _context: IslandContext): Unmount {
  if (!(form instanceof HTMLFormElement)) return () => undefined;
  const win = form.ownerDocument.defaultView;
  let sending = false;
  const button = (): Element | null => form.querySelector('.single_add_to_cart_button');
  const onSubmit = (event: SubmitEvent): void => {
    if (event.defaultPrevented) return;
    if (sending) {
      event.preventDefault();
      return;
    }
    sending = true;
    button()?.classList.add('loading');
    form.setAttribute('aria-busy', 'true');
  };
  const onPageShow = (event: PageTransitionEvent): void => {
    if (!event.persisted) return;
    sending = false;
    button()?.classList.remove('loading');
    form.removeAttribute('aria-busy');
  };
  // Bubbling phase: the variations island's own checks (which may cancel the submit) run first.
  form.addEventListener('submit', onSubmit);
  win?.addEventListener('pageshow', onPageShow);
  return () => {
    form.removeEventListener('submit', onSubmit);
    win?.removeEventListener('pageshow', onPageShow);
  };
}
