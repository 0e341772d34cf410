/**
 * The text a shopper typed with any markup removed (contract s5.6 'Sanitising'): parsed in an inert
 * document, which runs no script and loads no image, and read back as text. So
 * `<script>alert("xss")</script>` searches for `alert("xss")`.
 */
export function stripMarkup(value: string, ownerDocument: Document = document): string {
  if (!/[<&]/.test(value)) return value;
  const inert = ownerDocument.implementation.createHTMLDocument('');
  const holder = inert.createElement('div');
  holder.innerHTML = value;
  return holder.textContent ?? '';
}
