import { describe, expect, it } from 'vitest';
import { MEDIA_POST_PROCESS_MAX_RETRIES, REST_FETCH_ALL_MAX_PAGES, REST_PAGE_SIZE } from '../../constants.ts';
import { createApiFetch } from '../createApiFetch.ts';
import { deferred, fakeFetch, json } from './fakeFetch.ts';
import type { Route, SeenRequest } from './fakeFetch.ts';

const ROOT = 'https://shop.test/wp-json/';
const NONCE_URL = 'https://shop.test/wp-admin/admin-ajax.php?action=rest-nonce';
const invalidNonce = () => json({ code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed', data: { status: 403 } }, { status: 403 });

function client(route: Route, nonce = 'n1') {
  const network = fakeFetch(route);
  return { apiFetch: createApiFetch({ rootURL: ROOT, nonce, fetch: network.fetch }), ...network };
}

describe('createApiFetch: request shape (spec s7)', () => {
  it('builds the URL from the REST root and sends the nonce, Accept and cookies', async () => {
    const { apiFetch, spy } = client(() => json({ id: 2 }));
    await expect(apiFetch({ path: '/wp/v2/users/me' })).resolves.toEqual({ id: 2 });
    expect(spy).toHaveBeenCalledWith(`${ROOT}wp/v2/users/me?_locale=user`, {
      credentials: 'include',
      headers: { Accept: 'application/json, */*;q=0.1', 'X-WP-Nonce': 'n1' },
    });
  });

  it('adds _locale=user once and keeps a locale the caller chose', async () => {
    const { apiFetch, seen } = client(() => json([]));
    await apiFetch({ path: '/wp/v2/posts?_locale=user' });
    await apiFetch({ path: '/wp/v2/posts?_locale=site' });
    expect(seen.map((r) => r.url)).toEqual([`${ROOT}wp/v2/posts?_locale=user`, `${ROOT}wp/v2/posts?_locale=site`]);
  });

  it('folds the path into a plain-permalink root with ?rest_route=', async () => {
    const network = fakeFetch(() => json([]));
    const apiFetch = createApiFetch({ rootURL: 'https://shop.test/index.php?rest_route=/', fetch: network.fetch });
    await apiFetch({ path: '/wp/v2/posts?per_page=5' });
    expect(network.seen[0]?.url).toBe('https://shop.test/index.php?rest_route=%2Fwp%2Fv2%2Fposts&per_page=5&_locale=user');
  });

  it('joins namespace and endpoint into the path', async () => {
    const { apiFetch, seen } = client(() => json({}));
    await apiFetch({ namespace: '/wp/v2/', endpoint: '/posts' });
    expect(seen[0]?.url).toBe(`${ROOT}wp/v2/posts?_locale=user`);
  });

  it.each(['PUT', 'PATCH', 'DELETE'])('sends %s as a POST with X-HTTP-Method-Override and a JSON body', async (method) => {
    const { apiFetch, seen } = client(() => json({}));
    await apiFetch({ path: '/wp/v2/users/2', method, data: { name: 'x' } });
    expect(seen[0]).toMatchObject({
      method: 'POST',
      headers: { 'X-HTTP-Method-Override': method, 'Content-Type': 'application/json', 'X-WP-Nonce': 'n1' },
      body: '{"name":"x"}',
    });
  });

  it('sends no X-WP-Nonce header while no nonce is known', async () => {
    const { apiFetch, seen } = client(() => json({}), '');
    await apiFetch({ path: '/wc/store/v1/products' });
    expect(seen[0]?.headers).not.toHaveProperty('X-WP-Nonce');
  });

  it('lets the nonce be read and replaced through nonceMiddleware.nonce', async () => {
    const { apiFetch, seen } = client(() => json({}));
    expect(apiFetch.nonceMiddleware.nonce).toBe('n1');
    apiFetch.nonceMiddleware.nonce = 'n2';
    await apiFetch({ path: '/wp/v2/users/me' });
    expect(seen[0]?.headers['X-WP-Nonce']).toBe('n2');
  });

  it('derives the nonce endpoint from the root when none is given', () => {
    expect(client(() => json({})).apiFetch.nonceEndpoint).toBe(NONCE_URL);
  });
});

describe('createApiFetch: answers and errors (spec s7, s8)', () => {
  it('resolves a 204 answer to null', async () => {
    const { apiFetch } = client(() => new Response(null, { status: 204 }));
    await expect(apiFetch({ path: '/wp/v2/x', method: 'DELETE' })).resolves.toBeNull();
  });

  it('rejects a body that is not JSON with invalid_json', async () => {
    const { apiFetch } = client(() => new Response('<html>Fatal error</html>', { status: 200 }));
    await expect(apiFetch({ path: '/x' })).rejects.toEqual({ code: 'invalid_json', message: 'The response is not a valid JSON response.' });
  });

  it('rejects a network failure with fetch_error "You are probably offline."', async () => {
    const { apiFetch } = client(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(apiFetch({ path: '/x' })).rejects.toEqual({ code: 'fetch_error', message: 'You are probably offline.' });
  });

  it("rejects a failed answer with the server's code, message and data", async () => {
    const error = { code: 'rest_forbidden', message: 'Sorry, you are not allowed to do that.', data: { status: 401 } };
    const { apiFetch } = client(() => json(error, { status: 401 }));
    await expect(apiFetch({ path: '/x' })).rejects.toEqual(error);
  });

  it('rejects a failed answer without a code with unknown_error', async () => {
    const { apiFetch } = client(() => json(null, { status: 500 }));
    await expect(apiFetch({ path: '/x' })).rejects.toEqual({ code: 'unknown_error', message: 'An unknown error occurred.' });
  });

  it('returns the raw Response with parse: false', async () => {
    const answer = json({ id: 1 }, { headers: { 'X-WP-Total': '1' } });
    const { apiFetch } = client(() => answer);
    await expect(apiFetch({ path: '/x', parse: false })).resolves.toBe(answer);
  });
});

describe('createApiFetch: fetch-all (spec s7)', () => {
  /** A paginated collection of `total` numbered items, linked the way WordPress links pages. */
  function collection(total: number): Route {
    return ({ url }) => {
      const query = new URL(url).searchParams;
      const perPage = Number(query.get('per_page'));
      const page = Number(query.get('page') ?? 1);
      const items = Array.from({ length: total }, (_, i) => ({ id: i + 1 })).slice((page - 1) * perPage, page * perPage);
      const next = new URL(url);
      next.searchParams.set('page', String(page + 1));
      const headers: Record<string, string> = { 'X-WP-Total': String(total) };
      if (page * perPage < total) headers['Link'] = `<${ROOT}wc/store/v1/products?per_page=${perPage}&page=${page - 1}>; rel="prev", <${next}>; rel="next"`;
      return json(items, { headers });
    };
  }

  it('fetches per_page=-1 as pages of 100 following Link rel="next" and joins them in order', async () => {
    const { apiFetch, seen } = client(collection(250));
    const items = await apiFetch<Array<{ id: number }>>({ path: '/wc/store/v1/products?per_page=-1' });
    expect(items.map((item) => item.id)).toEqual(Array.from({ length: 250 }, (_, i) => i + 1));
    expect(seen.map((r) => new URL(r.url).search)).toEqual([
      `?per_page=${REST_PAGE_SIZE}&_locale=user`,
      `?per_page=${REST_PAGE_SIZE}&_locale=user&page=2`,
      `?per_page=${REST_PAGE_SIZE}&_locale=user&page=3`,
    ]);
    expect(seen.every((r) => r.headers['X-WP-Nonce'] === 'n1')).toBe(true);
  });

  it('returns a non-array first page as it is', async () => {
    const { apiFetch, seen } = client(() => json({ items: [] }));
    await expect(apiFetch({ path: '/x?per_page=-1' })).resolves.toEqual({ items: [] });
    expect(seen).toHaveLength(1);
  });

  it('refreshes an expired nonce in the middle of a fetch-all and starts it again', async () => {
    let valid = 'n1';
    const pages = collection(150);
    const { apiFetch, seen } = client((request) => {
      if (request.url === NONCE_URL) return new Response('n2');
      if (request.headers['X-WP-Nonce'] !== valid) return invalidNonce();
      // The nonce expires while page 1 is on its way back.
      if (!request.url.includes('page=2')) valid = 'n2';
      return pages(request);
    });
    const items = await apiFetch<unknown[]>({ path: '/wc/store/v1/products?per_page=-1' });
    expect(items).toHaveLength(150);
    expect(seen.filter((r) => r.url === NONCE_URL)).toHaveLength(1);
  });
});

describe('createApiFetch: fetch-all follows only links it should (issue #26)', () => {
  const PRODUCTS = `${ROOT}wc/store/v1/products`;
  /** A page of one item answered from `url` (as a browser's Response knows it), linking `next`. */
  function page(url: string, next?: string): Response {
    const response = json([{ url }], next ? { headers: { Link: `<${next}>; rel="next"` } } : {});
    Object.defineProperty(response, 'url', { value: url });
    return response;
  }

  it('rejects with rest_fetch_all_off_origin at a next link to another site, and sends nothing there', async () => {
    const { apiFetch, seen } = client(({ url }) => page(url, url.includes('page=2') ? 'https://evil.test/wp-json/wc/store/v1/products?page=3' : `${PRODUCTS}?per_page=100&_locale=user&page=2`));
    await expect(apiFetch({ path: '/wc/store/v1/products?per_page=-1' })).rejects.toMatchObject({ code: 'rest_fetch_all_off_origin' });
    expect(seen.map((r) => new URL(r.url).origin)).toEqual(['https://shop.test', 'https://shop.test']);
  });

  it.each([
    ['the same host over http', 'http://shop.test/wp-json/wc/store/v1/products?page=2'],
    ['another port', 'https://shop.test:8443/wp-json/wc/store/v1/products?page=2'],
    ['a protocol-relative link to another host', '//evil.test/wp-json/wc/store/v1/products?page=2'],
    ['a javascript: link', 'javascript:alert(1)'],
  ])('treats %s as another site', async (_name, next) => {
    const { apiFetch, seen } = client(({ url }) => page(url, next));
    await expect(apiFetch({ path: '/wc/store/v1/products?per_page=-1' })).rejects.toMatchObject({ code: 'rest_fetch_all_off_origin' });
    expect(seen).toHaveLength(1);
  });

  it('follows a relative next link on the page\'s own site, where fetch sends it', async () => {
    const happyDOM = (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM;
    const before = location.href;
    happyDOM.setURL('https://shop.test/shop/');
    try {
      const { apiFetch, seen } = client(({ url }) => page(url, url.includes('page=2') ? undefined : '/wp-json/wc/store/v1/products?per_page=100&page=2'));
      await expect(apiFetch<unknown[]>({ path: '/wc/store/v1/products?per_page=-1' })).resolves.toHaveLength(2);
      expect(seen.map((r) => r.url)).toEqual([`${PRODUCTS}?per_page=100&_locale=user`, '/wp-json/wc/store/v1/products?per_page=100&page=2&_locale=user']);
    } finally {
      happyDOM.setURL(before);
    }
  });

  it('ends the list at a page that links to itself, without fetching it again', async () => {
    const second = `${PRODUCTS}?per_page=100&_locale=user&page=2`;
    const { apiFetch, seen } = client(({ url }) => page(url, second));
    await expect(apiFetch<unknown[]>({ path: '/wc/store/v1/products?per_page=-1' })).resolves.toHaveLength(2);
    expect(seen.map((r) => r.url)).toEqual([`${PRODUCTS}?per_page=100&_locale=user`, second]);
  });

  it('ends the list at a link back to the first page (a loop)', async () => {
    const first = `${PRODUCTS}?per_page=100&_locale=user`;
    const { apiFetch, seen } = client(({ url }) => page(url, url === first ? `${first}&page=2` : first));
    await expect(apiFetch<unknown[]>({ path: '/wc/store/v1/products?per_page=-1' })).resolves.toHaveLength(2);
    expect(seen).toHaveLength(2);
  });

  it(`rejects with rest_fetch_all_too_many_pages after ${REST_FETCH_ALL_MAX_PAGES} pages of a server that never stops linking`, async () => {
    const { apiFetch, seen } = client(({ url }) => {
      const n = Number(new URL(url).searchParams.get('page') ?? 1);
      return page(url, `${PRODUCTS}?per_page=100&_locale=user&page=${n + 1}`);
    });
    await expect(apiFetch({ path: '/wc/store/v1/products?per_page=-1' })).rejects.toMatchObject({ code: 'rest_fetch_all_too_many_pages' });
    expect(seen).toHaveLength(REST_FETCH_ALL_MAX_PAGES);
  });
});

describe('createApiFetch: nonce refresh (spec s7)', () => {
  function expiringServer(freshNonce = 'n2') {
    let current = 'n1';
    let nonceRequests = 0;
    const route: Route = (request: SeenRequest) => {
      if (request.url === NONCE_URL) {
        nonceRequests += 1;
        current = freshNonce;
        return new Response(freshNonce, { headers: { 'Content-Type': 'text/html; charset=UTF-8' } });
      }
      return request.headers['X-WP-Nonce'] === current ? json({ ok: true }) : invalidNonce();
    };
    return { route, expire: () => (current = 'expired'), nonceRequests: () => nonceRequests };
  }

  it('fetches a fresh nonce from the nonce endpoint, stores it and retries the request', async () => {
    const server = expiringServer();
    const { apiFetch, seen } = client(server.route);
    server.expire();
    await expect(apiFetch({ path: '/wp/v2/users/me' })).resolves.toEqual({ ok: true });
    expect(apiFetch.nonceMiddleware.nonce).toBe('n2');
    expect(seen.map((r) => [r.method, r.url])).toEqual([
      ['GET', `${ROOT}wp/v2/users/me?_locale=user`],
      ['GET', NONCE_URL],
      ['GET', `${ROOT}wp/v2/users/me?_locale=user`],
    ]);
  });

  it('retries only once: a second rest_cookie_invalid_nonce reaches the caller', async () => {
    const { apiFetch, seen } = client((request) => (request.url === NONCE_URL ? new Response('still-bad') : invalidNonce()));
    await expect(apiFetch({ path: '/x' })).rejects.toMatchObject({ code: 'rest_cookie_invalid_nonce' });
    expect(seen).toHaveLength(3);
  });

  it('shares one nonce refresh between requests failing at the same time', async () => {
    const server = expiringServer();
    const { apiFetch } = client(server.route);
    server.expire();
    const results = await Promise.all([apiFetch({ path: '/a' }), apiFetch({ path: '/b' }), apiFetch({ path: '/c', method: 'PUT' })]);
    expect(results).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(server.nonceRequests()).toBe(1);
  });

  it('does not refresh again for a request that failed after another one already refreshed', async () => {
    const server = expiringServer();
    const slow = deferred<void>();
    const { apiFetch } = client(async (request) => {
      if (request.url.includes('/slow')) await slow.promise;
      return server.route(request);
    });
    server.expire();
    const late = apiFetch({ path: '/slow' });
    await apiFetch({ path: '/fast' });
    slow.resolve();
    await expect(late).resolves.toEqual({ ok: true });
    expect(server.nonceRequests()).toBe(1);
  });

  it('keeps the original error when the nonce endpoint fails', async () => {
    const { apiFetch } = client((request) => (request.url === NONCE_URL ? new Response('0', { status: 400 }) : invalidNonce()));
    await expect(apiFetch({ path: '/x' })).rejects.toEqual({ code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed', data: { status: 403 } });
  });
});

describe('createApiFetch: media upload recovery (spec s7)', () => {
  const uploadFailed = () => json({ code: 'internal_server_error', message: 'Fatal' }, { status: 500, headers: { 'x-wp-upload-attachment-id': '77' } });

  function mediaServer(failingPostProcesses: number) {
    let postProcesses = 0;
    const route: Route = ({ url }) => {
      if (url.startsWith(`${ROOT}wp/v2/media/77/post-process`)) {
        postProcesses += 1;
        return postProcesses > failingPostProcesses ? json({ id: 77, ok: true }) : json({ code: 'x' }, { status: 500 });
      }
      if (url.startsWith(`${ROOT}wp/v2/media/77?force=true`)) return json({ deleted: true });
      return uploadFailed();
    };
    return route;
  }

  it('finishes an upload whose resizing failed with post-process calls until one succeeds', async () => {
    const { apiFetch, seen } = client(mediaServer(2));
    await expect(apiFetch({ path: '/wp/v2/media', method: 'POST', body: 'file' })).resolves.toEqual({ id: 77, ok: true });
    expect(seen).toHaveLength(4);
    expect(seen[1]).toMatchObject({
      url: `${ROOT}wp/v2/media/77/post-process?_locale=user`,
      method: 'POST',
      body: '{"action":"create-image-subsizes"}',
      headers: { 'X-WP-Nonce': 'n1' },
    });
  });

  it(`gives up after ${MEDIA_POST_PROCESS_MAX_RETRIES} post-process tries, deletes the attachment and rejects with post_process`, async () => {
    const { apiFetch, seen } = client(mediaServer(Infinity));
    await expect(apiFetch({ path: '/wp/v2/media', method: 'POST', body: 'file' })).rejects.toEqual({
      code: 'post_process',
      message: 'Media upload failed. If this is a photo or a large image, please scale it down and try again.',
    });
    expect(seen.filter((r) => r.url.includes('/post-process'))).toHaveLength(MEDIA_POST_PROCESS_MAX_RETRIES);
    expect(seen.at(-1)).toMatchObject({
      url: `${ROOT}wp/v2/media/77?force=true&_locale=user`,
      method: 'POST',
      headers: { 'X-HTTP-Method-Override': 'DELETE' },
    });
  });

  it('rejects with the upload Response itself when parse is false and recovery fails', async () => {
    const { apiFetch } = client(mediaServer(Infinity));
    const rejection = await apiFetch({ path: '/wp/v2/media', method: 'POST', body: 'file', parse: false }).catch((error: unknown) => error);
    expect(rejection).toBeInstanceOf(Response);
    expect((rejection as Response).headers.get('x-wp-upload-attachment-id')).toBe('77');
  });

  it('rejects any other failed upload with the server error, without post-processing', async () => {
    const { apiFetch, seen } = client(() => json({ code: 'rest_upload_no_data', message: 'No data supplied.' }, { status: 400 }));
    await expect(apiFetch({ path: '/wp/v2/media', method: 'POST' })).rejects.toEqual({ code: 'rest_upload_no_data', message: 'No data supplied.' });
    expect(seen).toHaveLength(1);
  });

  it('rejects an upload that never reached the server with fetch_error', async () => {
    const { apiFetch } = client(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(apiFetch({ path: '/wp/v2/media', method: 'POST' })).rejects.toEqual({ code: 'fetch_error', message: 'You are probably offline.' });
  });
});
