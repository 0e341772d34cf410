import { readNewsletterUrl } from '../../adapters/readNewsletterParams.ts';
import { NEWSLETTER_ERROR_MESSAGE } from '../../core/constants.ts';
import { sendNewsletter } from '../../core/newsletter/index.ts';
import type { IslandContext, Unmount } from '../../core/scanner/index.ts';
import { clearPropErrors, markPropErrors } from './propErrors.ts';

/**
 * Sends the widget form in place (spec s3, s5, s7, s8): fields as form fields, extra properties as
 * `properties[{id}]`; `prop_errors` mark their fields, a plain-text answer is shown as text in a
 * polite live region, a failure shows 'An error occurred.'. The submit button is disabled while
 * sending, which also stops double submissions.
 */
export function mount(form: HTMLElement, context: IslandContext): Unmount {
  if (!(form instanceof HTMLFormElement)) return () => undefined;
  const url = readNewsletterUrl();
  const message = form.parentElement?.querySelector<HTMLElement>('.mailjet_widget_form_message') ?? null;
  // A live region must exist before its text changes to be announced.
  message?.setAttribute('role', 'status');
  message?.setAttribute('aria-live', 'polite');
  const submitButtons = [...form.querySelectorAll<HTMLInputElement | HTMLButtonElement>('[type="submit"]')];
  let sending = false;

  const send = async (): Promise<void> => {
    if (sending) return;
    sending = true;
    clearPropErrors(form);
    const hadFocus = submitButtons.find((button) => button === form.ownerDocument.activeElement);
    for (const button of submitButtons) button.disabled = true;
    const answer = await sendNewsletter(url, new URLSearchParams(new FormData(form) as unknown as string[][]));
    for (const button of submitButtons) button.disabled = false;
    hadFocus?.focus();
    sending = false;
    if (answer.kind === 'prop-errors') markPropErrors(form, answer.ids);
    else if (answer.kind === 'message' && message) message.textContent = answer.text;
    else if (answer.kind === 'failed' && message) message.textContent = NEWSLETTER_ERROR_MESSAGE;
  };
  const onSubmit = (event: SubmitEvent): void => {
    event.preventDefault();
    void send();
  };
  form.addEventListener('submit', onSubmit);
  if (context.pending.length > 0) void send();
  return () => form.removeEventListener('submit', onSubmit);
}
