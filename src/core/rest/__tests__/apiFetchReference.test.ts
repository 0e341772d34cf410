/**
 * The unit tests of @wordpress/api-fetch 7.56.0 that the storefront spec keeps, ported case by case
 * with the inputs and outputs listed in api-fetch-behaviours.md s8 (case numbers in brackets).
 *
 * Adaptations, each forced by the spec or by our shape:
 * - Every apiFetch case runs through createApiFetch, which always installs the root URL, nonce and
 *   media middlewares as a WordPress page does; so expected URLs carry the root (ROOT) in front of
 *   api-fetch's bare `/random?_locale=user`, and [16]/[17] pass the nonce and endpoint as config.
 * - [8] expects the spec's `fetch_error` 'You are probably offline.' (spec s8), not 7.56's wording.
 * - [18] the custom handler also sees the `url` built by the root middleware.
 * - [51] api-fetch mocks its module's apiFetch; createFetchAllMiddleware takes it as a parameter.
 *
 * Dropped:
 * - [54]-[69] Preloading middleware: the storefront preloads nothing (spec s7 lists no preloading),
 *   so createPreloadingMiddleware is not built.
 * - Theme preview middleware: it has no test upstream and no use on a storefront.
 * - [7.38] "named export is callable": gone upstream by 7.54; our entry is the createApiFetch factory.
 */
import { describe, expect, it, vi } from 'vitest';
import { createApiFetch } from '../createApiFetch.ts';
import { createFetchAllMiddleware } from '../createFetchAllMiddleware.ts';
import { createNonceMiddleware } from '../createNonceMiddleware.ts';
import { createRootURLMiddleware } from '../createRootURLMiddleware.ts';
import { httpV1Middleware } from '../httpV1Middleware.ts';
import { mediaUploadMiddleware } from '../mediaUploadMiddleware.ts';
import { namespaceEndpointMiddleware } from '../namespaceEndpointMiddleware.ts';
import { userLocaleMiddleware } from '../userLocaleMiddleware.ts';
import type { ApiFetchOptions } from '../types.ts';

const ROOT = 'https://shop.test/wp-json/';
const DEFAULT_FETCH_MOCK_RETURN = { ok: true, status: 200, json: () => Promise.resolve({}) };

/** A fetch mock returning api-fetch's own mock objects (not real Responses). */
function mockFetch(answer: unknown = DEFAULT_FETCH_MOCK_RETURN) {
  return vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(answer));
}

function clientWith(fetch: ReturnType<typeof vi.fn>, extra: { nonce?: string; nonceEndpoint?: string } = {}) {
  return createApiFetch({ rootURL: ROOT, fetch: fetch as unknown as typeof globalThis.fetch, ...extra });
}

/** Runs a middleware and returns the options its `next` received. */
async function passedOn(middleware: (o: ApiFetchOptions, n: (o: ApiFetchOptions) => Promise<unknown>) => Promise<unknown>, options: ApiFetchOptions) {
  let seen: ApiFetchOptions | undefined;
  await middleware(options, async (next) => {
    seen = next;
    return undefined;
  });
  return seen as ApiFetchOptions;
}

describe('apiFetch (api-fetch index tests)', () => {
  it('[1] calls the API properly', async () => {
    const fetch = mockFetch({ ok: true, status: 200, json: () => Promise.resolve({ message: 'ok' }) });
    await expect(clientWith(fetch)({ path: '/random' })).resolves.toEqual({ message: 'ok' });
  });

  it('[2] fetches with a non-JSON body', async () => {
    const fetch = mockFetch();
    await clientWith(fetch)({ path: '/wp/v2/media', method: 'POST', body: 'FormData' });
    expect(fetch).toHaveBeenCalledWith(`${ROOT}wp/v2/media?_locale=user`, {
      credentials: 'include',
      headers: { Accept: 'application/json, */*;q=0.1' },
      method: 'POST',
      body: 'FormData',
    });
  });

  it('[3] fetches with a JSON body, replacing the caller Content-Type', async () => {
    const fetch = mockFetch();
    await clientWith(fetch)({ path: '/wp/v2/posts', method: 'POST', headers: { 'Content-Type': 'text/plain' }, data: {} });
    expect(fetch).toHaveBeenCalledWith(`${ROOT}wp/v2/posts?_locale=user`, {
      body: '{}',
      credentials: 'include',
      headers: { Accept: 'application/json, */*;q=0.1', 'Content-Type': 'application/json' },
      method: 'POST',
    });
  });

  it('[4] respects developer-provided options', async () => {
    const fetch = mockFetch();
    await clientWith(fetch)({ path: '/wp/v2/posts', method: 'POST', data: {}, credentials: 'omit' });
    expect(fetch).toHaveBeenCalledWith(`${ROOT}wp/v2/posts?_locale=user`, {
      body: '{}',
      credentials: 'omit',
      headers: { Accept: 'application/json, */*;q=0.1', 'Content-Type': 'application/json' },
      method: 'POST',
    });
  });

  it('[5] returns the error message properly', async () => {
    const fetch = mockFetch({ ok: false, status: 400, json: () => Promise.resolve({ code: 'bad_request', message: 'Bad Request' }) });
    await expect(clientWith(fetch)({ path: '/random' })).rejects.toEqual({ code: 'bad_request', message: 'Bad Request' });
  });

  it.each(['[6] if no json response', '[7] if response is not valid'])('returns the invalid JSON error %s', async () => {
    const fetch = mockFetch({ ok: true, status: 200, json: () => Promise.resolve().then(() => JSON.parse('')) });
    await expect(clientWith(fetch)({ path: '/random' })).rejects.toEqual({
      code: 'invalid_json',
      message: 'The response is not a valid JSON response.',
    });
  });

  it('[8] returns the offline error when fetch errors (spec s8 wording)', async () => {
    const fetch = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(clientWith(fetch)({ path: '/random' })).rejects.toEqual({ code: 'fetch_error', message: 'You are probably offline.' });
  });

  it('[9] throws AbortError when fetch aborts', async () => {
    const fetch = vi.fn((_url: string, init?: RequestInit) => {
      const signal = init?.signal;
      if (!signal) return Promise.reject(new Error('no signal'));
      return new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
    });
    const controller = new AbortController();
    const pending = clientWith(fetch)({ path: '/random', signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('[10] returns null if the response has no content status code', async () => {
    await expect(clientWith(mockFetch({ ok: true, status: 204 }))({ path: '/random' })).resolves.toBeNull();
  });

  it('[11] returns null for a 200 response with an empty body', async () => {
    await expect(clientWith(mockFetch(new Response('', { status: 200 })))({ path: '/random' })).resolves.toBeNull();
  });

  it('[12] returns the invalid JSON error for a 200 response with a non-empty invalid body', async () => {
    await expect(clientWith(mockFetch(new Response('not json', { status: 200 })))({ path: '/random' })).rejects.toEqual({
      code: 'invalid_json',
      message: 'The response is not a valid JSON response.',
    });
  });

  it('[13] returns the invalid JSON error for an error response with an empty body', async () => {
    await expect(clientWith(mockFetch(new Response('', { status: 500 })))({ path: '/random' })).rejects.toEqual({
      code: 'invalid_json',
      message: 'The response is not a valid JSON response.',
    });
  });

  it('[14] does not try to parse the response', async () => {
    const mockResponse = { ok: true, status: 200 };
    await expect(clientWith(mockFetch(mockResponse))({ path: '/random', parse: false })).resolves.toBe(mockResponse);
  });

  it('[15] does not try to parse the error', async () => {
    const mockResponse = { ok: false, status: 400 };
    await expect(clientWith(mockFetch(mockResponse))({ path: '/random', parse: false })).rejects.toBe(mockResponse);
  });

  function nonceFetch(nonceAnswer: unknown) {
    return vi.fn((url: string, init?: RequestInit) => {
      const headers = (init?.headers ?? {}) as Record<string, string>;
      if (url.startsWith(`${ROOT}random`) && headers['X-WP-Nonce'] === 'new-nonce') {
        return Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve({ code: 'success' }) });
      }
      if (url.startsWith(`${ROOT}random`)) {
        return Promise.resolve({ ok: false, status: 403, json: () => Promise.resolve({ code: 'rest_cookie_invalid_nonce' }) });
      }
      if (url.startsWith('/rest-nonce')) return Promise.resolve(nonceAnswer);
      return Promise.resolve({ ok: false, status: 404, json: () => Promise.resolve({ code: 'rest_no_route' }) });
    });
  }

  it('[16] refetches after a successful nonce refresh', async () => {
    const fetch = nonceFetch({ ok: true, status: 200, text: () => Promise.resolve('new-nonce') });
    const apiFetch = clientWith(fetch, { nonce: 'old-nonce', nonceEndpoint: '/rest-nonce' });
    await expect(apiFetch({ path: '/random' })).resolves.toEqual({ code: 'success' });
  });

  it('[17] fails with rest_cookie_invalid_nonce after a failed nonce refresh', async () => {
    const fetch = nonceFetch({ ok: false, status: 400, text: () => Promise.resolve('0') });
    const apiFetch = clientWith(fetch, { nonce: 'old-nonce', nonceEndpoint: '/rest-nonce' });
    await expect(apiFetch({ path: '/random' })).rejects.toEqual({ code: 'rest_cookie_invalid_nonce' });
  });

  it('[18] does not use the default fetch handler when using a custom fetch handler', async () => {
    const fetch = mockFetch();
    const apiFetch = clientWith(fetch);
    const handler = vi.fn();
    apiFetch.setFetchHandler(handler);
    await apiFetch({ path: '/random' });
    expect(fetch).not.toHaveBeenCalled();
    expect(handler).toHaveBeenCalledWith({ path: '/random?_locale=user', url: `${ROOT}random?_locale=user` });
  });

  it('[19] runs the last-registered user-defined middleware first', async () => {
    expect.assertions(1);
    const expectedOptions = {};
    const apiFetch = clientWith(mockFetch());
    apiFetch.use((options, next) => {
      expect(options).toBe(expectedOptions);
      return next(options);
    });
    apiFetch.setFetchHandler(vi.fn());
    await apiFetch(expectedOptions);
  });

  describe('unregister', () => {
    it('[20] stops calling a middleware once it is unregistered', async () => {
      const apiFetch = clientWith(mockFetch());
      const middleware = vi.fn((options: ApiFetchOptions, next: (o: ApiFetchOptions) => Promise<unknown>) => next(options));
      const handler = vi.fn(() => Promise.resolve(DEFAULT_FETCH_MOCK_RETURN));
      apiFetch.setFetchHandler(handler);
      apiFetch.use(middleware);
      await apiFetch({ path: '/random' });
      expect(middleware).toHaveBeenCalledTimes(1);
      apiFetch.unregister(middleware);
      await apiFetch({ path: '/random' });
      expect(middleware).toHaveBeenCalledTimes(1);
      expect(handler).toHaveBeenCalledTimes(2);
    });

    it('[21] reports whether the middleware was registered', () => {
      const apiFetch = clientWith(mockFetch());
      const middleware = (options: ApiFetchOptions, next: (o: ApiFetchOptions) => Promise<unknown>) => next(options);
      expect(apiFetch.unregister(middleware)).toBe(false);
      apiFetch.use(middleware);
      expect(apiFetch.unregister(middleware)).toBe(true);
      expect(apiFetch.unregister(middleware)).toBe(false);
    });

    it('[22] stops overriding the method once httpV1Middleware is removed', async () => {
      const fetch = mockFetch();
      const apiFetch = clientWith(fetch);
      await apiFetch({ path: '/random', method: 'DELETE' });
      expect(fetch).toHaveBeenCalledWith(
        `${ROOT}random?_locale=user`,
        expect.objectContaining({ method: 'POST', headers: expect.objectContaining({ 'X-HTTP-Method-Override': 'DELETE' }) }),
      );
      expect(apiFetch.unregister(apiFetch.httpV1Middleware)).toBe(true);
      await apiFetch({ path: '/random', method: 'DELETE' });
      const init = fetch.mock.lastCall?.[1];
      expect(init?.method).toBe('DELETE');
      expect(init?.headers).not.toHaveProperty('X-HTTP-Method-Override');
    });
  });

  it('[23] gives a callable client', () => {
    expect(typeof clientWith(mockFetch())).toBe('function');
  });
});

describe('Nonce middleware', () => {
  it('[24] adds a nonce header to the request', async () => {
    const options = await passedOn(createNonceMiddleware('nonce'), { method: 'GET', path: '/wp/v2/posts' });
    expect(options.headers?.['X-WP-Nonce']).toBe('nonce');
  });

  it('[25] updates the nonce in requests with outdated nonces', async () => {
    const options = await passedOn(createNonceMiddleware('new nonce'), { method: 'GET', headers: { 'X-WP-Nonce': 'existing nonce' } });
    expect(options.headers?.['X-WP-Nonce']).toBe('new nonce');
  });
});

describe('Root URL middleware', () => {
  it('[26] appends the root URL', async () => {
    const options = await passedOn(createRootURLMiddleware('http://wp.org/wp-admin/rest/'), { method: 'GET', path: '/wp/v2/posts' });
    expect(options.url).toBe('http://wp.org/wp-admin/rest/wp/v2/posts');
  });
});

describe('Namespace & Endpoint middleware', () => {
  it('[27] concatenates the endpoint and namespace into a path property', async () => {
    const options = await passedOn(namespaceEndpointMiddleware, { method: 'GET', namespace: '/wp/v2', endpoint: '/posts' });
    expect(options.path).toBe('wp/v2/posts');
    expect(options.namespace).toBeUndefined();
    expect(options.endpoint).toBeUndefined();
  });
});

describe('User locale middleware', () => {
  it.each([
    ['[28] appends the _locale parameter to the path', '/wp/v2/posts', '/wp/v2/posts?_locale=user'],
    ['[29] appends the _locale parameter to a path with an existing query argument', '/wp/v2/posts?foo=bar', '/wp/v2/posts?foo=bar&_locale=user'],
    ['[30] does not modify an existing single _locale parameter in the path', '/wp/v2/posts?_locale=foo', '/wp/v2/posts?_locale=foo'],
    ['[31] does not modify an existing _locale parameter in the path', '/wp/v2/posts?foo=bar&_locale=foo', '/wp/v2/posts?foo=bar&_locale=foo'],
  ])('%s', async (_name, path, expected) => {
    expect((await passedOn(userLocaleMiddleware, { method: 'GET', path })).path).toBe(expected);
  });

  it.each([
    ['[32] appends the _locale parameter to the url', 'http://wp.org/wp-json/wp/v2/posts', 'http://wp.org/wp-json/wp/v2/posts?_locale=user'],
    ['[33] appends the _locale parameter to a url with an existing query argument', 'http://wp.org/wp-json/wp/v2/posts?foo=bar', 'http://wp.org/wp-json/wp/v2/posts?foo=bar&_locale=user'],
    ['[34] does not modify an existing single _locale parameter in the url', 'http://wp.org/wp-json/wp/v2/posts?_locale=foo', 'http://wp.org/wp-json/wp/v2/posts?_locale=foo'],
    ['[35] does not modify an existing _locale parameter in the url', 'http://wp.org/wp-json/wp/v2/posts?foo=bar&_locale=foo', 'http://wp.org/wp-json/wp/v2/posts?foo=bar&_locale=foo'],
  ])('%s', async (_name, url, expected) => {
    expect((await passedOn(userLocaleMiddleware, { method: 'GET', url })).url).toBe(expected);
  });
});

describe('HTTP v1 Middleware', () => {
  it('[36] uses a POST for a PUT request', async () => {
    const options = await passedOn(httpV1Middleware, { method: 'PUT', data: {} });
    expect(options.method).toBe('POST');
    expect(options.headers?.['X-HTTP-Method-Override']).toBe('PUT');
  });

  it.each([
    ['[37] does not touch the options for GET requests', { method: 'GET', path: '/wp/v2/posts' }],
    ['[38] does not touch the options for an undefined method', { path: '/wp/v2/posts' }],
    ['[46] does not modify GET requests even with a custom Content-Type', { method: 'GET', path: '/wp/v2/posts', headers: { 'Content-Type': 'text/plain' } }],
    ['[47] does not modify POST requests', { method: 'POST', path: '/wp/v2/posts', headers: { 'Content-Type': 'text/plain' }, body: 'raw content' }],
  ])('%s', async (_name, options: ApiFetchOptions) => {
    expect(await passedOn(httpV1Middleware, options)).toBe(options);
  });

  it('[39] defaults Content-Type to application/json when no headers are set', async () => {
    expect((await passedOn(httpV1Middleware, { method: 'PUT', data: {} })).headers?.['Content-Type']).toBe('application/json');
  });

  it('[40] defaults Content-Type to application/json when headers exist without Content-Type', async () => {
    const { headers } = await passedOn(httpV1Middleware, { method: 'PUT', headers: { 'X-Custom': 'value' }, data: {} });
    expect(headers?.['Content-Type']).toBe('application/json');
    expect(headers?.['X-Custom']).toBe('value');
  });

  it('[41] respects a caller-provided Content-Type header', async () => {
    const options = await passedOn(httpV1Middleware, { method: 'PUT', headers: { 'Content-Type': 'text/plain' }, body: '# Markdown content' });
    expect(options.headers?.['Content-Type']).toBe('text/plain');
    expect(options.method).toBe('POST');
    expect(options.headers?.['X-HTTP-Method-Override']).toBe('PUT');
  });

  it('[42] respects Content-Type for PATCH requests', async () => {
    const { headers } = await passedOn(httpV1Middleware, { method: 'PATCH', headers: { 'Content-Type': 'application/xml' }, body: '<doc/>' });
    expect(headers?.['Content-Type']).toBe('application/xml');
    expect(headers?.['X-HTTP-Method-Override']).toBe('PATCH');
  });

  it('[43] respects Content-Type for DELETE requests', async () => {
    const { headers } = await passedOn(httpV1Middleware, { method: 'DELETE', headers: { 'Content-Type': 'text/plain' } });
    expect(headers?.['Content-Type']).toBe('text/plain');
    expect(headers?.['X-HTTP-Method-Override']).toBe('DELETE');
  });

  it('[44] always sets X-HTTP-Method-Override regardless of caller headers', async () => {
    const { headers } = await passedOn(httpV1Middleware, { method: 'PUT', headers: { 'X-HTTP-Method-Override': 'DELETE' }, data: {} });
    expect(headers?.['X-HTTP-Method-Override']).toBe('PUT');
  });

  it('[45] preserves other caller headers alongside the Content-Type override', async () => {
    const { headers } = await passedOn(httpV1Middleware, {
      method: 'PUT',
      headers: { 'Content-Type': 'text/markdown', Authorization: 'Bearer token123', 'X-Custom-Header': 'custom-value' },
      body: '# Hello',
    });
    expect(headers).toEqual({
      'Content-Type': 'text/markdown',
      Authorization: 'Bearer token123',
      'X-Custom-Header': 'custom-value',
      'X-HTTP-Method-Override': 'PUT',
    });
  });

  it('[48] handles case-insensitive method matching', async () => {
    const options = await passedOn(httpV1Middleware, { method: 'put', data: {} });
    expect(options.method).toBe('POST');
    expect(options.headers?.['X-HTTP-Method-Override']).toBe('put');
  });

  it('[49] preserves the body when overriding Content-Type', async () => {
    const body = '# Title\n\nSome **bold** text.\n';
    const options = await passedOn(httpV1Middleware, { method: 'PUT', headers: { 'Content-Type': 'text/plain' }, body });
    expect(options.body).toBe(body);
    expect(options.headers?.['Content-Type']).toBe('text/plain');
  });
});

describe('Fetch All Middleware', () => {
  it('[50] defers with the same options to the next middleware', async () => {
    const options = { path: '/posts' };
    const middleware = createFetchAllMiddleware(vi.fn());
    const result = await middleware(options, async (received) => {
      expect(received).toBe(options);
      return 'ok';
    });
    expect(result).toBe('ok');
  });

  it('[51] paginates the request', async () => {
    const expectedUrls = ['/posts?per_page=100', '/posts?per_page=100&page=2'];
    const apiFetch = vi.fn(async (options: ApiFetchOptions) => {
      expect(options.url).toBe(expectedUrls.shift());
      return {
        status: 200,
        headers: { get: () => (options.url === '/posts?per_page=100' ? '</posts?per_page=100&page=2>; rel="next"' : '') },
        json: () => Promise.resolve(['item']),
      };
    });
    const result = await createFetchAllMiddleware(apiFetch)({ url: '/posts?per_page=-1' }, async () => undefined);
    expect(result).toEqual(['item', 'item']);
  });
});

describe('Media Upload Middleware', () => {
  it('[52] defers to the next middleware with the same options', async () => {
    const options = { path: '/wp/v2/media' };
    expect(await passedOn(mediaUploadMiddleware, options)).toBe(options);
  });

  it('[53] changes the options not to parse', async () => {
    let parse: boolean | undefined;
    await mediaUploadMiddleware({ method: 'POST', path: '/wp/v2/media' }, async (options) => {
      parse = options.parse;
      return { status: 200, json: () => Promise.resolve(['item']) };
    });
    expect(parse).toBe(false);
  });
});
