import type { IslandContext, Unmount } from '../../core/scanner/index.ts';

/** Marks markup the server adds only for visitors without JavaScript (the Sort button). */
const NO_JS_SELECTOR = '.wc-islands-nojs';

function submit(form: HTMLFormElement): void {
  // requestSubmit fires the submit event (plugins listening still hear it), unlike form.submit().
  if (typeof form.requestSubmit === 'function') form.requestSubmit();
  else form.submit();
}

/**
 * Choosing a sort option submits the form at once (spec s2). The no-JS Sort button is hidden only
 * now, once this island runs, so a page whose script failed still has a way to sort.
 */
export function mount(form: HTMLElement, context: IslandContext): Unmount {
  if (!(form instanceof HTMLFormElement)) return () => undefined;
  const fallbacks = [...form.querySelectorAll<HTMLElement>(NO_JS_SELECTOR)];
  // visibility, not display: the button keeps its box, so nothing beside it moves (no layout shift).
  for (const element of fallbacks) element.style.visibility = 'hidden';
  const onChange = (event: Event): void => {
    if (event.target instanceof Element && event.target.matches('select.orderby')) submit(form);
  };
  form.addEventListener('change', onChange);
  if (context.pending.some((event) => event.type === 'change')) submit(form);
  return () => {
    form.removeEventListener('change', onChange);
    for (const element of fallbacks) element.style.visibility = '';
  };
}
