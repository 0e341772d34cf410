import type { CDPSession } from 'playwright-core';

/** One request as the DevTools protocol saw it. */
export interface RecordedRequest {
  id: string;
  url: string;
  type: string;
  /** Served from the memory or disk cache (no network); a 304 revalidation is a network request. */
  fromCache: boolean;
  status: number | null;
  /** Bytes on the wire (headers + body as sent; the demo store does not compress). */
  encodedBytes: number;
  finished: boolean;
}

export interface RequestCounts {
  /** `?wc-ajax=` requests (cart fragments, add to cart, …). */
  wcAjax: number;
  /** Their endpoints, in order (`get_refreshed_fragments`, …). */
  wcAjaxEndpoints: string[];
  /** JavaScript fetched from the network (including revalidations). */
  jsNetwork: number;
  /** … of which the bundle's own files (loader and chunks). */
  jsNetworkBundle: number;
  /** JavaScript served from the memory or disk cache. */
  jsCache: number;
  /** REST and admin-ajax requests. */
  otherApi: number;
}

export const isWcAjax = (url: string): boolean => /[?&]wc-ajax=/.test(url);
export const isScript = (request: Pick<RecordedRequest, 'type' | 'url'>): boolean =>
  request.type === 'Script' || /\.m?js(\?|$)/.test(new URL(request.url).pathname);
export const isBundleFile = (url: string): boolean => new URL(url).pathname.startsWith('/wp-content/plugins/wc-islands/');
const isOtherApi = (url: string): boolean => /\/wp-json\/|admin-ajax\.php|[?&]rest_route=/.test(url);

/** Counts requests (see RequestCounts); pure, for the report and its tests. */
export function countRequests(requests: readonly RecordedRequest[]): RequestCounts {
  const counts: RequestCounts = { wcAjax: 0, wcAjaxEndpoints: [], jsNetwork: 0, jsNetworkBundle: 0, jsCache: 0, otherApi: 0 };
  for (const request of requests) {
    if (request.url.startsWith('data:')) continue;
    if (isWcAjax(request.url)) {
      counts.wcAjax += 1;
      counts.wcAjaxEndpoints.push(new URL(request.url).searchParams.get('wc-ajax') ?? '?');
    }
    else if (isOtherApi(request.url)) counts.otherApi += 1;
    else if (isScript(request)) {
      counts[request.fromCache ? 'jsCache' : 'jsNetwork'] += 1;
      if (!request.fromCache && isBundleFile(request.url)) counts.jsNetworkBundle += 1;
    }
  }
  return counts;
}

/** Records every request of one page through its CDP session, in order. */
export class NetworkRecorder {
  readonly requests: RecordedRequest[] = [];
  private readonly byId = new Map<string, RecordedRequest>();
  private lastActivity = Date.now();
  bfcacheNotUsed: string[] = [];

  private constructor(private readonly session: CDPSession) {}

  static async attach(session: CDPSession): Promise<NetworkRecorder> {
    const recorder = new NetworkRecorder(session);
    session.on('Network.requestWillBeSent', (event) => {
      recorder.lastActivity = Date.now();
      // A redirect reuses the id: keep the final hop.
      const request: RecordedRequest = {
        id: event.requestId, url: event.request.url, type: event.type ?? 'Other',
        fromCache: false, status: null, encodedBytes: 0, finished: false,
      };
      const previous = recorder.byId.get(event.requestId);
      if (previous !== undefined) recorder.requests.splice(recorder.requests.indexOf(previous), 1);
      recorder.byId.set(event.requestId, request);
      recorder.requests.push(request);
    });
    session.on('Network.requestServedFromCache', (event) => {
      const request = recorder.byId.get(event.requestId);
      if (request) request.fromCache = true;
    });
    session.on('Network.responseReceived', (event) => {
      recorder.lastActivity = Date.now();
      const request = recorder.byId.get(event.requestId);
      if (!request) return;
      request.status = event.response.status;
      request.type = event.type;
      if (event.response.fromDiskCache === true || event.response.fromPrefetchCache === true) request.fromCache = true;
    });
    session.on('Network.loadingFinished', (event) => {
      recorder.lastActivity = Date.now();
      const request = recorder.byId.get(event.requestId);
      if (!request) return;
      request.finished = true;
      request.encodedBytes = event.encodedDataLength;
    });
    session.on('Network.loadingFailed', (event) => {
      recorder.lastActivity = Date.now();
      const request = recorder.byId.get(event.requestId);
      if (request) request.finished = true;
    });
    session.on('Page.backForwardCacheNotUsed', (event) => {
      recorder.bfcacheNotUsed = event.notRestoredExplanations.map((reason) => `${reason.type}:${reason.reason}`);
    });
    await session.send('Network.enable');
    await session.send('Page.enable');
    return recorder;
  }

  /** Index to count from (requests recorded after this call). */
  mark(): number {
    return this.requests.length;
  }

  since(mark: number): RecordedRequest[] {
    return this.requests.slice(mark);
  }

  /** Resolves once no request has started or finished for `quietMs` (or after `maxMs`). */
  async settle(quietMs: number, maxMs: number): Promise<void> {
    const started = Date.now();
    this.lastActivity = Math.max(this.lastActivity, started);
    while (Date.now() - started < maxMs) {
      const pending = this.requests.some((request) => !request.finished && !request.url.startsWith('data:'));
      if (!pending && Date.now() - this.lastActivity >= quietMs) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  detach(): Promise<void> {
    return this.session.detach();
  }
}
