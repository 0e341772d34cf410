/**
 * The nonce the page's Content Security Policy gave its own tags, so a `<style>` the bundle adds is
 * allowed by a nonce-based style-src too. A style's nonce first (a policy may give styles their own),
 * else a script's (WordPress adds one to every script through `wp_script_attributes`). Browsers hide
 * the attribute's value once parsed; the `nonce` property keeps it. Empty when the page has none.
 */
export function pageNonce(doc: Document): string {
  const tag = doc.querySelector<HTMLStyleElement>('style[nonce]') ?? doc.querySelector<HTMLScriptElement>('script[nonce]');
  return tag?.nonce ?? '';
}
