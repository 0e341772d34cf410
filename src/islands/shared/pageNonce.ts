/**
 * The nonce the page's Content Security Policy gave its own tags (WordPress adds it to every script
 * through `wp_script_attributes`), so a `<style>` the bundle adds is allowed by a nonce-based
 * style-src too. Browsers hide the attribute's value once parsed; the `nonce` property keeps it.
 * Empty when the page has no nonce.
 */
export function pageNonce(doc: Document): string {
  const tag = doc.querySelector<HTMLScriptElement | HTMLStyleElement>('script[nonce], style[nonce]');
  return tag?.nonce ?? '';
}
