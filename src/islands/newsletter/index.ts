import { readNewsletterUrl } from '../../adapters/readNewsletterParams.ts';
import { readBundleStrings } from '../../adapters/readBundleStrings.ts';
import { createNewsletterState, sendNewsletter, type NewsletterState } from '../../core/newsletter/index.ts';
import { formFields } from '../../core/http/index.ts';
import type { IslandContext, Unmount } from '../../core/scanner/index.ts';
import { createLazyLayer } from '../../island-kit/createLazyLayer.ts';
import { clearPropErrors, markPropErrors } from './propErrors.ts';

/** The shopper reaching for the form: its React layer is drawn then (issue #15). */
const DRAW_ON = ['focusin', 'pointerover', 'touchstart'] as const;

/**
 * Without the React layer (its code failed to load): the same answer, drawn with the DOM. The failure can
 * come after the answer did (the chunk's error is slower than the post), so what is already there is drawn now.
 */
function drawWithoutReact(form: HTMLFormElement, message: HTMLElement | null, state: NewsletterState): () => void {
  const draw = (): void => {
    const view = state.current();
    if (view.sending) clearPropErrors(form);
    else if (view.errorIds.length > 0) markPropErrors(form, view.errorIds);
    if (message && view.message !== null) message.textContent = view.message;
  };
  draw();
  return state.subscribe(draw);
}

/**
 * Sends the widget form in place (spec s3, s5, s7, s8): fields as form fields, extra properties as
 * `properties[{id}]`; `prop_errors` mark their fields, a plain-text answer is shown as text in a
 * polite live region, a failure shows 'An error occurred.'. A React island in the header-cart
 * pattern: core sends and records the state; the React layer (NewsletterLayer.tsx), drawn when the
 * shopper reaches for the form, renders the message and the field errors. Disabling Subscribe while
 * sending is the immediate feedback and does not wait for React; it also stops double submissions.
 */
export function mount(form: HTMLElement, context: IslandContext): Unmount {
  if (!(form instanceof HTMLFormElement)) return () => undefined;
  const url = readNewsletterUrl();
  const message = form.parentElement?.querySelector<HTMLElement>('.mailjet_widget_form_message') ?? null;
  // A live region must exist before its text changes to be announced.
  message?.setAttribute('role', 'status');
  message?.setAttribute('aria-live', 'polite');
  const submitButtons = [...form.querySelectorAll<HTMLInputElement | HTMLButtonElement>('[type="submit"]')];
  const state = createNewsletterState();
  // The server's own text (after a post without JavaScript) gives way to the first answer drawn here.
  const serverText = message ? [...message.childNodes] : [];
  const offServerText = state.subscribe(() => {
    if (state.current().message === null) return;
    for (const node of serverText.splice(0)) node.remove();
  });

  const layer = createLazyLayer({
    target: form,
    reachEvents: DRAW_ON,
    load: () => import('./renderNewsletter.tsx').then(({ renderNewsletter }) => () => renderNewsletter(context.page, `${context.name}:${form.id}`, { form, message, state })),
    onLoadFailed: (error) => {
      console.error('[wc-islands] newsletter view did not load; drawing without it:', error);
      return drawWithoutReact(form, message, state);
    },
  });

  const send = async (): Promise<void> => {
    if (state.current().sending) return;
    layer.draw();
    state.set({ sending: true, errorIds: [] });
    const hadFocus = submitButtons.find((button) => button === form.ownerDocument.activeElement);
    for (const button of submitButtons) button.disabled = true;
    const answer = await sendNewsletter(url, formFields(form));
    for (const button of submitButtons) button.disabled = false;
    hadFocus?.focus();
    const answered = state.current().answer + 1;
    if (answer.kind === 'prop-errors') state.set({ sending: false, errorIds: answer.ids, answer: answered });
    else if (answer.kind === 'message') state.set({ sending: false, message: answer.text, answer: answered });
    else if (answer.kind === 'failed') state.set({ sending: false, message: readBundleStrings(form.ownerDocument).newsletterError, answer: answered });
    else state.set({ sending: false, answer: answered });
  };
  const onSubmit = (event: SubmitEvent): void => {
    event.preventDefault();
    void send();
  };
  form.addEventListener('submit', onSubmit);
  if (context.pending.length > 0) void send();
  return () => {
    layer.stop();
    form.removeEventListener('submit', onSubmit);
    offServerText();
  };
}
