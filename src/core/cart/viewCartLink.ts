/**
 * Inserts WooCommerce's 'View cart' link right after the button, where theme CSS expects
 * `.add_to_cart_button + .added_to_cart` (contract s1.6), unless the button's parent already has one.
 */
export function insertViewCartLink(button: HTMLElement, text: string, cartUrl: string): HTMLAnchorElement | null {
  if (button.parentElement?.querySelector(':scope > .added_to_cart')) return null;
  const link = button.ownerDocument.createElement('a');
  link.href = cartUrl;
  link.className = 'added_to_cart wc-forward';
  link.title = text;
  link.textContent = text;
  button.after(link);
  return link;
}
