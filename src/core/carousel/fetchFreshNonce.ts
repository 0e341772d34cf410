/**
 * A fresh nonce for a public page's action from the plugin's admin-ajax endpoint (issue #27): a page a
 * shared cache kept for days still carries the nonce it was printed with. Undefined on any failure.
 */
export async function fetchFreshNonce(ajaxUrl: string, ajaxAction: string, nonceAction: string, fetcher: typeof fetch = fetch): Promise<string | undefined> {
  try {
    const url = new URL(ajaxUrl, document.baseURI);
    url.searchParams.set('action', ajaxAction);
    url.searchParams.set('for', nonceAction);
    const response = await fetcher(url.href, { credentials: 'same-origin', cache: 'no-store' });
    if (!response.ok) return undefined;
    const answer: unknown = JSON.parse(await response.text());
    const nonce = typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>)['nonce'] : undefined;
    return typeof nonce === 'string' && /^[0-9a-f]{10}$/.test(nonce) ? nonce : undefined;
  } catch {
    return undefined;
  }
}
