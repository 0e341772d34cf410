import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRequestQueue, type RequestQueue } from '../../queue/index.ts';
import { createNavigationHold, type NavigationHold } from '../createNavigationHold.ts';

let queue: RequestQueue;
let hold: NavigationHold;
let fallbackWaiting: boolean;
let announce: ReturnType<typeof vi.fn<(message: string) => void>>;
let resumed: string[];

/** Queues a cart request that settles when the returned function is called. */
function busy(): () => void {
  let settle: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (settle = resolve));
  void queue.enqueue(() => answered);
  return settle;
}

const cartLink = (): HTMLAnchorElement => document.querySelector<HTMLAnchorElement>('a.cart-contents')!;

function shopperClick(target: Element): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  target.dispatchEvent(event);
  return event;
}

const drained = (): Promise<void> => queue.onIdle().then(() => Promise.resolve());

beforeEach(() => {
  document.body.innerHTML = '<header><a class="cart-contents" href="/cart/">1 item</a></header><a class="other" href="/shop/">Shop</a>';
  queue = createRequestQueue();
  fallbackWaiting = false;
  announce = vi.fn<(message: string) => void>();
  resumed = [];
  // The copy's click is the browser's navigation: recorded here instead.
  vi.spyOn(HTMLElement.prototype, 'click').mockImplementation(function (this: HTMLElement) {
    resumed.push(this.getAttribute('href') ?? '');
  });
  hold = createNavigationHold({ queue, pageLeave: { pending: () => fallbackWaiting }, announce, holdMaxMs: 20_000 });
});

afterEach(() => {
  hold.stop();
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('createNavigationHold', () => {
  it("holds a link click while a cart request is queued, says 'Please wait...', blocks the link, and follows it once the queue has drained", async () => {
    const done = busy();
    const event = shopperClick(cartLink());
    expect(event.defaultPrevented).toBe(true);
    expect(hold.holding()).toBe(true);
    expect(announce).toHaveBeenCalledWith('Please wait...');
    expect(cartLink().getAttribute('aria-busy')).toBe('true');
    expect(resumed).toEqual([]);
    done();
    await drained();
    expect(resumed).toEqual(['/cart/']);
    expect(hold.holding()).toBe(false);
    expect(cartLink().hasAttribute('aria-busy')).toBe(false);
  });

  it('lets a click through when no cart request is queued', () => {
    const event = shopperClick(cartLink());
    expect(hold.holding()).toBe(false);
    expect(event.defaultPrevented).toBe(false);
    expect(announce).not.toHaveBeenCalled();
  });

  it('never takes over a click another script cancelled, even one listening on window after the hold', async () => {
    const done = busy();
    const cancel = (event: Event): void => event.preventDefault();
    window.addEventListener('click', cancel);
    shopperClick(cartLink());
    window.removeEventListener('click', cancel);
    expect(hold.holding()).toBe(false);
    expect(announce).not.toHaveBeenCalled();
    done();
    await drained();
    expect(resumed).toEqual([]);
  });

  it('goes ahead after the bound with a request still queued, and that leave does not ask before unloading', async () => {
    vi.useFakeTimers();
    busy();
    shopperClick(cartLink());
    await vi.advanceTimersByTimeAsync(19_999);
    expect(resumed).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(resumed).toEqual(['/cart/']);
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(false);
  });

  it('asks before unloading while a cart request is queued, and no longer once the queue is idle', async () => {
    const done = busy();
    const asked = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(asked);
    expect(asked.defaultPrevented).toBe(true);
    done();
    await drained();
    const free = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(free);
    expect(free.defaultPrevented).toBe(false);
  });

  it('follows only the latest leave the shopper asked for', async () => {
    const done = busy();
    shopperClick(cartLink());
    shopperClick(document.querySelector('a.other')!);
    expect(cartLink().hasAttribute('aria-busy')).toBe(false);
    done();
    await drained();
    expect(resumed).toEqual(['/shop/']);
  });

  it("yields to a cart fallback waiting to leave (an add's own link completes that add)", async () => {
    const done = busy();
    shopperClick(cartLink());
    fallbackWaiting = true;
    done();
    await drained();
    expect(resumed).toEqual([]);
    expect(hold.holding()).toBe(false);
  });

  it("moves the busy state to the header cart link an add's fragments put in place of the held one", async () => {
    const first = busy();
    busy();
    shopperClick(cartLink());
    cartLink().outerHTML = '<a class="cart-contents" href="/cart/">2 items</a>';
    first();
    await vi.waitFor(() => expect(cartLink().getAttribute('aria-busy')).toBe('true'));
  });

  it('the replayed click reaches no other listener of the page: they saw the shopper\'s click already', async () => {
    vi.mocked(HTMLElement.prototype.click).mockRestore();
    const seen = vi.fn((event: Event) => event.preventDefault());
    const done = busy();
    shopperClick(cartLink());
    document.addEventListener('click', seen);
    done();
    await drained();
    document.removeEventListener('click', seen);
    expect(seen).not.toHaveBeenCalled();
    expect(document.querySelectorAll('a')).toHaveLength(2);
  });

  it('holds a form sent while an add is queued and sends it again with its submitter once the queue has drained; the page hears one submit', async () => {
    document.body.insertAdjacentHTML('beforeend', '<form role="search" action="/" method="get"><input name="s" value="drone"><button name="post_type" value="product">Search</button></form>');
    const search = document.querySelector('form')!;
    const button = search.querySelector('button')!;
    const heard = vi.fn();
    document.addEventListener('submit', heard);
    const requestSubmit = vi.spyOn(search, 'requestSubmit').mockImplementation((submitter) => {
      search.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: submitter ?? null }));
    });
    const done = busy();
    const event = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: button });
    search.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(search.getAttribute('aria-busy')).toBe('true');
    done();
    await drained();
    document.removeEventListener('submit', heard);
    expect(requestSubmit).toHaveBeenCalledWith(button);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(search.hasAttribute('aria-busy')).toBe(false);
  });
});
