import { REST_PAGE_SIZE } from '../constants.ts';
import { addQueryArgs } from './addQueryArgs.ts';
import { isResponseLike } from './isResponseLike.ts';
import { parseErrorResponse } from './parseErrorResponse.ts';
import type { ApiFetchMiddleware, ApiFetchOptions } from './types.ts';

type PageFetch = (options: ApiFetchOptions) => Promise<unknown>;

function nextPageUrl(response: Response): string | undefined {
  // The exact shape WordPress prints: `<url>; rel="next"`, among other links.
  return /<([^>]+)>; rel="next"/.exec(response.headers.get('link') ?? '')?.[1];
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
    let items: unknown[] = firstBody;
    for (let link = nextPageUrl(response); link !== undefined; link = nextPageUrl(response)) {
      response = await fetchPage(apiFetch, { ...rest, url: link });
      items = items.concat(await readPage(response));
    }
    return items;
  };
}
