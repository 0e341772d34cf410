const MESSAGE_CLASS = 'wc-islands-cart-message';
// Inline so it reads as an error on any theme; themes can restyle the class.
const MESSAGE_STYLE = 'display:block;margin:.5em 0 0;font-size:.875em;color:#b81c23';
let nextId = 0;

/**
 * Shows why a click did not add, right after the button (and its 'View cart' link), and ties it to the
 * button with aria-describedby so it is read with it. The live region announces it separately.
 */
export function showButtonMessage(button: HTMLElement, message: string): void {
  clearButtonMessage(button);
  const note = button.ownerDocument.createElement('span');
  note.id = `wc-islands-cart-message-${++nextId}`;
  note.className = MESSAGE_CLASS;
  // Through CSSOM, which a Content Security Policy allows, not a style attribute (style-src-attr).
  note.style.cssText = MESSAGE_STYLE;
  note.textContent = message;
  const after = button.nextElementSibling?.classList.contains('added_to_cart') ? button.nextElementSibling : button;
  after.after(note);
  button.setAttribute('aria-describedby', note.id);
}

/** Removes the message of an earlier click (a new click starts afresh). */
export function clearButtonMessage(button: HTMLElement): void {
  const id = button.getAttribute('aria-describedby');
  if (!id?.startsWith('wc-islands-cart-message-')) return;
  button.ownerDocument.getElementById(id)?.remove();
  button.removeAttribute('aria-describedby');
}
