import { COMING_SOON_DISMISS_FIELD } from '../constants.ts';
import { request } from '../http/request.ts';

/** What the banner's dismiss link names (woocommerce-contract s6). */
export interface ComingSoonDismissal {
  /** `data-rest-url`: the user's REST route, e.g. `/wp-json/wp/v2/users/1`. */
  readonly url: string;
  /** `data-rest-nonce`: a `wp_rest` nonce, sent as X-WP-Nonce. */
  readonly nonce: string;
}

/**
 * Records the dismissal as woocommerce.js does: a form-encoded POST of
 * `woocommerce_meta[coming_soon_banner_dismissed]=yes` with the nonce header. The answer is not read
 * (spec s7); the promise settles either way so the caller can hide the banner on completion.
 * Not the REST client: its chunk is not needed for one fire-and-forget request.
 */
export async function dismissComingSoonBanner(dismissal: ComingSoonDismissal, fetcher: typeof fetch = fetch): Promise<boolean> {
  const answer = await request(dismissal.url, { form: { [COMING_SOON_DISMISS_FIELD]: 'yes' }, headers: { 'X-WP-Nonce': dismissal.nonce }, fetch: fetcher });
  return answer.ok;
}
