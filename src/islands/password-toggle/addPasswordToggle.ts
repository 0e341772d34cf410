import type { PasswordToggleStrings } from '../../adapters/readChromeStrings.ts';

/** Wraps the input as woocommerce.js does: `span.password-input`, reusing a parent span (checkout). */
function wrapperOf(input: HTMLInputElement): HTMLElement {
  const parent = input.parentElement;
  if (parent?.tagName === 'SPAN') {
    parent.classList.add('password-input');
    return parent;
  }
  const span = input.ownerDocument.createElement('span');
  span.className = 'password-input';
  // Moving a focused input blurs it: a shopper typing their password as this mounts would lose the
  // keys after the move (a login test flaked with an empty password). Focus and caret go back.
  const focused = input.ownerDocument.activeElement === input;
  const { selectionStart, selectionEnd } = input;
  input.before(span);
  span.append(input);
  if (focused) {
    input.focus({ preventScroll: true });
    if (selectionStart !== null && selectionEnd !== null) input.setSelectionRange(selectionStart, selectionEnd);
  }
  return span;
}

/**
 * woocommerce.js' show/hide button (contract s3.1, s7.8): `button.show-password-input` after the
 * input, class `display-password` on it while the text shows, its label switching between the two
 * strings, and focus (with the caret) handed back to the input. Markup around it, such as a captcha
 * slot, is left as it was.
 */
export function addPasswordToggle(input: HTMLInputElement, strings: PasswordToggleStrings): () => void {
  const wrapper = wrapperOf(input);
  const doc = input.ownerDocument;
  const button = doc.createElement('button');
  button.type = 'button';
  button.className = 'show-password-input';
  button.setAttribute('aria-label', strings.show);
  if (input.id) button.setAttribute('aria-describedby', input.id);
  wrapper.append(button);

  const onClick = (event: MouseEvent): void => {
    event.preventDefault();
    const showing = button.classList.toggle('display-password');
    button.setAttribute('aria-label', showing ? strings.hide : strings.show);
    const { selectionStart, selectionEnd } = input;
    input.type = showing ? 'text' : 'password';
    input.focus();
    if (selectionStart !== null && selectionEnd !== null) input.setSelectionRange(selectionStart, selectionEnd);
  };
  button.addEventListener('click', onClick);
  return () => {
    button.removeEventListener('click', onClick);
    button.remove();
    input.type = 'password';
  };
}
