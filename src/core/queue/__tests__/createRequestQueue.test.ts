import { describe, expect, it, vi } from 'vitest';
import { createRequestQueue } from '../createRequestQueue.ts';

/** A task whose settlement the test controls. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createRequestQueue', () => {
  it('runs requests in the order they were queued, even when later ones would finish first', async () => {
    const queue = createRequestQueue();
    const finished: string[] = [];
    const slow = (name: string, ms: number) => () =>
      new Promise<string>((resolve) => setTimeout(() => (finished.push(name), resolve(name)), ms));
    const results = await Promise.all([
      queue.enqueue(slow('add A', 20)),
      queue.enqueue(slow('add B', 1)),
      queue.enqueue(slow('remove A', 5)),
    ]);
    expect(finished).toEqual(['add A', 'add B', 'remove A']);
    expect(results).toEqual(['add A', 'add B', 'remove A']);
  });

  it('never runs two requests at the same time', async () => {
    const queue = createRequestQueue();
    let running = 0;
    let highest = 0;
    const task = async () => {
      running += 1;
      highest = Math.max(highest, running);
      await flush();
      running -= 1;
    };
    await Promise.all(Array.from({ length: 5 }, () => queue.enqueue(task)));
    expect(highest).toBe(1);
  });

  it('does not start the next request until the previous one settles', async () => {
    const queue = createRequestQueue();
    const first = deferred<string>();
    let secondStarted = false;
    void queue.enqueue(() => first.promise);
    const second = queue.enqueue(async () => {
      secondStarted = true;
      return 'second';
    });
    await flush();
    expect(secondStarted).toBe(false);
    first.resolve('first');
    await expect(second).resolves.toBe('second');
  });

  it('keeps going after a request fails, and hands the failure to its caller only', async () => {
    const queue = createRequestQueue();
    const failing = queue.enqueue(() => Promise.reject(new Error('network down')));
    const throwing = queue.enqueue(() => {
      throw new Error('sync bug');
    });
    const next = queue.enqueue(async () => 'still sent');
    await expect(failing).rejects.toThrow('network down');
    await expect(throwing).rejects.toThrow('sync bug');
    await expect(next).resolves.toBe('still sent');
    expect(queue.isIdle()).toBe(true);
  });

  it('counts queued plus running requests and tells subscribers each change', async () => {
    const queue = createRequestQueue();
    const sizes: number[] = [];
    const unsubscribe = queue.subscribe((size) => sizes.push(size));
    const first = deferred<void>();
    void queue.enqueue(() => first.promise);
    const second = queue.enqueue(async () => undefined);
    expect(queue.size()).toBe(2);
    expect(queue.isIdle()).toBe(false);
    first.resolve();
    await second;
    expect(queue.size()).toBe(0);
    expect(sizes).toEqual([1, 2, 1, 0]);
    unsubscribe();
    await queue.enqueue(async () => undefined);
    expect(sizes).toEqual([1, 2, 1, 0]);
  });

  it('reports the new size before the caller sees the result', async () => {
    const queue = createRequestQueue();
    const sizeSeen = await queue.enqueue(async () => 'done').then(() => queue.size());
    expect(sizeSeen).toBe(0);
  });

  it('resolves onIdle once the last queued request has settled, and at once when idle', async () => {
    const queue = createRequestQueue();
    await expect(queue.onIdle()).resolves.toBeUndefined();
    const first = deferred<void>();
    const second = deferred<void>();
    void queue.enqueue(() => first.promise);
    const secondDone = queue.enqueue(() => second.promise).catch(() => undefined);
    let idle = false;
    void queue.onIdle().then(() => (idle = true));
    first.resolve();
    await flush();
    expect(idle).toBe(false);
    second.reject(new Error('failed'));
    await secondDone;
    await flush();
    expect(idle).toBe(true);
  });

  it('skips a request aborted while it waits, without blocking the rest', async () => {
    const queue = createRequestQueue();
    const first = deferred<void>();
    const controller = new AbortController();
    let abortedRan = false;
    void queue.enqueue(() => first.promise);
    const aborted = queue.enqueue(async () => {
      abortedRan = true;
    }, { signal: controller.signal });
    const last = queue.enqueue(async (signal) => signal);
    controller.abort(new Error('island unmounted'));
    first.resolve();
    await expect(aborted).rejects.toThrow('island unmounted');
    await expect(last).resolves.toBeUndefined();
    expect(abortedRan).toBe(false);
  });

  it('keeps running when a size listener throws', async () => {
    const queue = createRequestQueue();
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    queue.subscribe(() => {
      throw new Error('listener bug');
    });
    await expect(queue.enqueue(async () => 1)).resolves.toBe(1);
    await expect(queue.enqueue(async () => 2)).resolves.toBe(2);
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});
