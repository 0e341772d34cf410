import { afterEach, describe, expect, it, vi } from 'vitest';
import { CartRequestError } from '../CartRequestError.ts';
import { postForm } from '../postForm.ts';

const abortable = (init?: RequestInit): Promise<never> =>
  new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));

afterEach(() => {
  vi.useRealTimers();
});

describe('postForm', () => {
  it('aborts a request with no answer after timeoutMs and fails it as a timeout', async () => {
    vi.useFakeTimers();
    const fetchImpl = vi.fn<typeof fetch>((_url, init) => abortable(init));
    const sent = postForm('/?wc-ajax=add_to_cart', { product_id: 33 }, { timeoutMs: 15_000, fetch: fetchImpl });
    const failure = sent.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(14_999);
    expect(fetchImpl.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await failure;
    expect(error).toBeInstanceOf(CartRequestError);
    expect((error as CartRequestError).failure).toBe('timeout');
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
    const failure = await postForm('/?wc-ajax=add_to_cart', {}, { timeoutMs: 20, fetch: fetchImpl }).catch((error: unknown) => error);
    expect((failure as CartRequestError).failure).toBe('timeout');
  });

  it("still aborts on the caller's own signal, and clears its timer once answered", async () => {
    const caller = new AbortController();
    const fetchImpl = vi.fn<typeof fetch>((_url, init) => abortable(init));
    const sent = postForm('/', {}, { signal: caller.signal, timeoutMs: 60_000, fetch: fetchImpl }).catch((error: unknown) => error);
    caller.abort();
    expect(((await sent) as CartRequestError).failure).toBe('timeout');
    vi.useFakeTimers();
    const answered = await postForm('/', {}, { timeoutMs: 60_000, fetch: async () => new Response('{"ok":1}') });
    expect(answered).toEqual({ ok: 1 });
    expect(vi.getTimerCount()).toBe(0);
  });
});
