import { vi } from 'vitest';

/** One request as the fake network saw it. */
export interface SeenRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

export type Route = (request: SeenRequest) => Response | Promise<Response>;

/** A fetch double: answers through `route`, records every request; no network. */
export function fakeFetch(route: Route) {
  const seen: SeenRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request: SeenRequest = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string> | undefined) },
      body: init.body,
    };
    seen.push(request);
    return route(request);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, seen, spy: fetch };
}

export function json(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { 'Content-Type': 'application/json; charset=UTF-8', ...(init.headers as Record<string, string> | undefined) },
  });
}

export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}
