/**
 * The URL to go to after a placed order, or null. checkout.js follows any `redirect`; we only follow
 * http(s) URLs (resolved against the page), so a tampered answer cannot run `javascript:` or open a
 * `data:` document: a deliberate difference.
 */
export function safeRedirect(redirect: unknown, base: string): string | null {
  if (typeof redirect !== 'string' || redirect === '') return null;
  try {
    const url = new URL(redirect, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
