import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonAnswer } from '../jsonAnswer.ts';
import { lazySchema, type Zod } from '../lazySchema.ts';
import { request } from '../request.ts';

const abortable = (init?: RequestInit): Promise<never> =>
  new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));

afterEach(() => {
  vi.useRealTimers();
});

describe('request', () => {
  it('aborts a request with no answer after timeoutMs and fails it as a timeout', async () => {
    vi.useFakeTimers();
    const fetchImpl = vi.fn<typeof fetch>((_url, init) => abortable(init));
    const sent = request('/?wc-ajax=add_to_cart', { form: { product_id: 33 }, timeoutMs: 15_000, fetch: fetchImpl });
    await vi.advanceTimersByTimeAsync(14_999);
    expect(fetchImpl.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await sent).toEqual({ ok: false, error: { kind: 'timeout' } });
  });

  it('bounds the reading of an answer whose body stalls after the headers', async () => {
    let signal: AbortSignal | undefined;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"fragments":'));
      },
    });
    const fetchImpl = vi.fn<typeof fetch>(async (_url, init) => {
      signal = init?.signal ?? undefined;
      const response = new Response(body, { status: 200 });
      // What a browser does with a body still arriving when the request's signal aborts.
      vi.spyOn(response, 'text').mockImplementation(() => abortable({ signal: signal! }));
      return response;
    });
    const failure = await request('/?wc-ajax=add_to_cart', { form: {}, timeoutMs: 20, fetch: fetchImpl });
    expect(failure).toEqual({ ok: false, error: { kind: 'timeout' } });
  });

  it("still aborts on the caller's own signal (an 'aborted', not a timeout), and clears its timer once answered", async () => {
    const caller = new AbortController();
    const fetchImpl = vi.fn<typeof fetch>((_url, init) => abortable(init));
    const sent = request('/', { form: {}, signal: caller.signal, timeoutMs: 60_000, fetch: fetchImpl });
    caller.abort();
    expect(await sent).toEqual({ ok: false, error: { kind: 'aborted' } });
    vi.useFakeTimers();
    const answered = await request('/', { form: {}, timeoutMs: 60_000, fetch: async () => new Response('{"ok":1}') });
    expect(answered).toEqual({ ok: true, value: '{"ok":1}' });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('posts form fields as jQuery did: url-encoded, numbers without a cache, null and undefined left out', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => new Response('ok'));
    await request('/?wc-ajax=x', { form: { time: 1_700_000_000_000, a: 'b c', gone: undefined, none: null }, fetch: fetchImpl });
    const init = fetchImpl.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('same-origin');
    expect(init?.body).toBe('time=1700000000000&a=b+c');
    expect(init?.headers).toEqual({ 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8', 'X-Requested-With': 'XMLHttpRequest' });
  });

  it('sends a JSON body with its content type, and a GET without a body', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => new Response(''));
    await request('/json', { json: { a: 1 }, headers: { 'X-WP-Nonce': 'n' }, fetch: fetchImpl });
    expect(fetchImpl.mock.calls[0]?.[1]).toMatchObject({ method: 'POST', body: '{"a":1}', headers: { 'Content-Type': 'application/json', 'X-WP-Nonce': 'n' } });
    await request('/get', { fetch: fetchImpl });
    expect(fetchImpl.mock.calls[1]?.[1]?.method).toBe('GET');
    expect(fetchImpl.mock.calls[1]?.[1]?.body).toBeUndefined();
  });

  it('fails a non-2xx answer with its status and a dropped connection as network, never rejecting', async () => {
    expect(await request('/', { fetch: async () => new Response('x', { status: 503 }) })).toEqual({ ok: false, error: { kind: 'http', status: 503 } });
    const dropped = await request('/', { fetch: async () => Promise.reject(new TypeError('Failed to fetch')) });
    expect(dropped).toEqual({ ok: false, error: { kind: 'network', message: 'TypeError: Failed to fetch' } });
  });
});

describe('jsonAnswer', () => {
  const schema = lazySchema((z) => z.object({ result: z.string() }));

  it('reads an answer its schema accepts, and skips PHP notices when lenient', async () => {
    await expect(jsonAnswer(schema)('{"result":"success"}')).resolves.toEqual({ ok: true, value: { result: 'success' } });
    await expect(jsonAnswer(schema, { lenient: '{"result' })('<b>Notice</b> {x}\n{"result":"failure"}')).resolves.toEqual({ ok: true, value: { result: 'failure' } });
  });

  it('fails an empty, unreadable or mis-shaped answer as malformed, with its issues', async () => {
    await expect(jsonAnswer(schema)('  ')).resolves.toEqual({ ok: false, error: { kind: 'malformed', issues: ['empty answer'] } });
    await expect(jsonAnswer(schema)('<b>Notice</b> {"result":"x"}')).resolves.toEqual({ ok: false, error: { kind: 'malformed', issues: ['answer is not JSON'] } });
    const wrong = await jsonAnswer(schema)('{"result":5}');
    expect(wrong.ok).toBe(false);
    if (!wrong.ok && wrong.error.kind === 'malformed') expect(wrong.error.issues[0]).toMatch(/^result: /);
  });

  it('builds its schema once, on the first reader, not when the module loads', async () => {
    const build = vi.fn((z: Zod) => z.string());
    const lazy = lazySchema(build);
    expect(build).not.toHaveBeenCalled();
    await jsonAnswer(lazy)('"a"');
    await jsonAnswer(lazy)('"b"');
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('reads through the request: a mis-shaped 200 is one malformed failure', async () => {
    const answer = await request('/', { form: {}, read: jsonAnswer(schema), fetch: async () => new Response('{"result":null}') });
    expect(answer).toMatchObject({ ok: false, error: { kind: 'malformed' } });
  });
});
