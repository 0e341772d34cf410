import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageScope } from '../../../core/page/index.ts';
import { whenFirstShown } from '../whenFirstShown.ts';

/** A ResizeObserver the test delivers by hand, as the browser does once per frame. */
class FakeResizeObserver {
  static instances: FakeResizeObserver[] = [];
  readonly observed = new Set<Element>();
  constructor(readonly callback: ResizeObserverCallback) {
    FakeResizeObserver.instances.push(this);
  }
  observe(element: Element): void { this.observed.add(element); }
  unobserve(element: Element): void { this.observed.delete(element); }
  disconnect(): void { this.observed.clear(); }
  /** One frame: every observed element with its block size (0 = no box, e.g. in a hidden section). */
  deliver(heights: Map<Element, number>): void {
    const entries = [...this.observed].map((target) => ({
      target, contentRect: { height: heights.get(target) ?? 0 }, borderBoxSize: [{ blockSize: heights.get(target) ?? 0, inlineSize: 100 }],
    })) as unknown as ResizeObserverEntry[];
    this.callback(entries, this as unknown as ResizeObserver);
  }
}

describe('whenFirstShown', () => {
  let page: PageScope;
  beforeEach(() => {
    page = {};
    FakeResizeObserver.instances = [];
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('reads every select shown in a frame before it swaps any, so the page is laid out once', () => {
    const log: string[] = [];
    const [a, b, c] = ['a', 'b', 'c'].map((id) => Object.assign(document.createElement('select'), { id }));
    for (const select of [a!, b!, c!]) whenFirstShown(page, select, () => log.push(`read ${select.id}`), () => log.push(`write ${select.id}`));
    expect(FakeResizeObserver.instances).toHaveLength(1);
    FakeResizeObserver.instances[0]!.deliver(new Map([[a!, 40], [b!, 40], [c!, 40]]));
    expect(log).toEqual(['read a', 'read b', 'read c', 'write a', 'write b', 'write c']);
  });

  it('waits for a select in a hidden section until it first has a box, and runs once', () => {
    const shown = document.createElement('select');
    const hidden = document.createElement('select');
    const writes: unknown[] = [];
    whenFirstShown(page, shown, () => 'shown box', (box) => writes.push(box));
    whenFirstShown(page, hidden, () => 'hidden box', (box) => writes.push(box));
    const observer = FakeResizeObserver.instances[0]!;
    observer.deliver(new Map([[shown, 40], [hidden, 0]]));
    expect(writes).toEqual(['shown box']);
    observer.deliver(new Map([[shown, 50], [hidden, 40]]));
    expect(writes).toEqual(['shown box', 'hidden box']);
    expect(observer.observed.size).toBe(0);
  });

  it('does nothing for a select whose island was taken down before it showed', () => {
    const select = document.createElement('select');
    const write = vi.fn();
    const cancel = whenFirstShown(page, select, () => 'box', write);
    cancel();
    FakeResizeObserver.instances[0]!.deliver(new Map([[select, 40]]));
    expect(write).not.toHaveBeenCalled();
  });

  it('keeps one observer per page, so a second page never hears the first page\'s selects', () => {
    const first = document.createElement('select');
    const second = document.createElement('select');
    const writes: string[] = [];
    whenFirstShown(page, first, () => 'first', (box) => writes.push(box));
    whenFirstShown({}, second, () => 'second', (box) => writes.push(box));
    expect(FakeResizeObserver.instances).toHaveLength(2);
    FakeResizeObserver.instances[1]!.deliver(new Map([[first, 40], [second, 40]]));
    expect(writes).toEqual(['second']);
  });
});
