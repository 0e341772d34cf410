import { REST_FETCH_ALL_MAX_PAGES, REST_PAGE_SIZE } from '../constants.ts';
import { addQueryArgs } from './addQueryArgs.ts';
import { isResponseLike } from './isResponseLike.ts';
import { parseErrorResponse } from './parseErrorResponse.ts';
import { restError } from './restErrors.ts';
import type { ApiFetchMiddleware, ApiFetchOptions } from './types.ts';

type PageFetch = (options: ApiFetchOptions) => Promise<unknown>;

function nextPageUrl(response: Response): string | undefined {
  // The exact shape WordPress prints: `<url>; rel="next"`, among other links.
  return /<([^>]+)>; rel="next"/.exec(response.headers.get('link') ?? '')?.[1];
}

// Where there is no http(s) page to resolve against (a worker, a test), relative URLs still share
// one origin with each other and none with an absolute URL elsewhere.
const NO_PAGE_BASE = 'http://this-page.invalid/';

/** `url` made absolute as fetch would (against the page), or undefined when it does not parse. */
function absolute(url: string | undefined): URL | undefined {
  if (!url) return undefined;
  const page = globalThis.location?.href ?? '';
  try {
    return new URL(url, /^https?:/i.test(page) ? page : NO_PAGE_BASE);
  } catch {
    return undefined;
  }
}

/** One page through the whole client; a failed page rejects like a parsed request would (see below). */
async function fetchPage(apiFetch: PageFetch, options: ApiFetchOptions): Promise<Response> {
  try {
    return (await apiFetch({ ...options, parse: false })) as Response;
  } catch (error) {
    // Deliberate difference: api-fetch rejects with the raw page Response here, so the client never
    // sees `rest_cookie_invalid_nonce` and an expired nonce breaks every fetch-all for good.
    if (isResponseLike(error)) return parseErrorResponse(error);
    throw error;
  }
}

async function readPage(response: Response): Promise<unknown> {
  if (typeof response.json !== 'function') throw response;
  return (await response.json()) as unknown;
}

/**
 * `per_page=-1` means "everything" (spec s7): the request goes out as pages of REST_PAGE_SIZE, each
 * answer's `Link rel="next"` is followed verbatim, and the pages are joined in order. Pages go through
 * `apiFetch` (the whole chain: root, nonce, locale) rather than `next`; `parse: false` keeps them
 * from coming back here.
 *
 * Deliberate differences from api-fetch, which follows any link for ever (issue #26): every page
 * carries `X-WP-Nonce` and cookies, so a next link is followed only on the first page's origin (the
 * REST root's, unless the caller named another URL itself); a link elsewhere rejects with
 * `rest_fetch_all_off_origin` and nothing is sent there. A link to a page already fetched (itself,
 * or a loop) ends the list: it could only repeat items. Past REST_FETCH_ALL_MAX_PAGES the request
 * rejects with `rest_fetch_all_too_many_pages`. A list that cannot be fetched whole rejects rather
 * than resolve with part of it as if it were all.
 */
export function createFetchAllMiddleware(apiFetch: PageFetch): ApiFetchMiddleware {
  return async (options, next) => {
    if (options.parse === false) return next(options);
    if (![options.path, options.url].some((target) => target?.includes('per_page=-1'))) return next(options);
    const { path, url, ...rest } = options;
    const first: ApiFetchOptions = { ...rest };
    if (path) first.path = addQueryArgs(path, { per_page: REST_PAGE_SIZE });
    if (url) first.url = addQueryArgs(url, { per_page: REST_PAGE_SIZE });
    let response = await fetchPage(apiFetch, first);
    const firstBody = await readPage(response);
    if (!Array.isArray(firstBody)) return firstBody;
    const origin = absolute(first.url ?? first.path)?.origin;
    const seen = new Set<string>();
    let items: unknown[] = firstBody;
    for (let pages = 1, link = nextPageUrl(response); link !== undefined; pages += 1, link = nextPageUrl(response)) {
      // The URL the page was answered from (a browser's Response knows it) also counts as fetched.
      const answered = absolute(response.url);
      if (answered) seen.add(answered.href);
      const target = absolute(link);
      if (!target || target.origin !== origin) throw restError('fetchAllOffOrigin');
      if (seen.has(target.href)) break;
      if (pages >= REST_FETCH_ALL_MAX_PAGES) throw restError('fetchAllTooManyPages');
      seen.add(target.href);
      response = await fetchPage(apiFetch, { ...rest, url: link });
      items = items.concat(await readPage(response));
    }
    return items;
  };
}
