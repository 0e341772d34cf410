import { jsonAnswer } from '../http/jsonAnswer.ts';
import { lazySchema } from '../http/lazySchema.ts';
import { request } from '../http/request.ts';

/** WordPress's nonce: ten hex characters. */
const nonceSchema = lazySchema((z) => z.looseObject({ nonce: z.string().check(z.regex(/^[0-9a-f]{10}$/)) }));

/**
 * A fresh nonce for a public page's action from the plugin's admin-ajax endpoint (issue #27): a page a
 * shared cache kept for days still carries the nonce it was printed with. Undefined on any failure.
 */
export async function fetchFreshNonce(ajaxUrl: string, ajaxAction: string, nonceAction: string, fetcher?: typeof fetch): Promise<string | undefined> {
  let url: URL;
  try {
    url = new URL(ajaxUrl, document.baseURI);
  } catch {
    return undefined;
  }
  url.searchParams.set('action', ajaxAction);
  url.searchParams.set('for', nonceAction);
  const answer = await request(url.href, { read: jsonAnswer(nonceSchema), ...(fetcher ? { fetch: fetcher } : {}) });
  return answer.ok ? answer.value.nonce : undefined;
}
