import { pageNonce } from './pageNonce.ts';

/**
 * Adds an island's own stylesheet once per document, under a fixed id so a second mount (or a
 * second island sharing it) does not add it again. Islands that draw new UI bring their look; what
 * they only enhance keeps the theme's. It carries the page's nonce, for a nonce-based style-src.
 */
export function injectStylesheet(doc: Document, id: string, css: string): void {
  // Our style element, not any element with the id: a post's `<p id="…">` must not keep the look away.
  if (doc.head.querySelector(`style#${id}`)) return;
  const style = doc.createElement('style');
  style.id = id;
  const nonce = pageNonce(doc);
  if (nonce) style.nonce = nonce;
  style.textContent = css;
  doc.head.append(style);
}
