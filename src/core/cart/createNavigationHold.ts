import { LABELS, NAVIGATION_HOLD_MAX_MS } from '../constants.ts';
import type { RequestQueue } from '../queue/index.ts';
import { blockElement, unblockElement } from './blockElement.ts';
import type { PageLeave } from './createPageLeave.ts';
import { heldNavigation, type HeldNavigation } from './heldNavigation.ts';

export interface NavigationHoldDependencies {
  /** The cart's one queue: a page leave waits while it holds a request. */
  readonly queue: Pick<RequestQueue, 'isIdle' | 'onIdle' | 'subscribe'>;
  /** The cart's own page leave (an add's fallback link, the cart redirect): when one waits, it goes instead. */
  readonly pageLeave: Pick<PageLeave, 'pending'>;
  /** Where clicks, submits and beforeunload are heard; default `window`. */
  readonly view?: Window;
  /** Speaks in the cart's polite live region; default silent. */
  readonly announce?: (message: string) => void;
  /** Said while a page leave waits; default 'Please wait...' (spec s9 labels). */
  readonly waitText?: string;
  /** Longest wait before the page leave goes ahead; default NAVIGATION_HOLD_MAX_MS. */
  readonly holdMaxMs?: number;
}

export interface NavigationHold {
  /** True while a page leave the shopper started waits for the queue. */
  holding(): boolean;
  /** Stops listening. */
  stop(): void;
}

/**
 * Keeps queued cart clicks alive across a page leave the shopper starts (issue #26): while the queue
 * holds a request, a link click or form submit in this tab is held, shown busy ('Please wait...'), and
 * started again once the queue has drained or the bound has passed. A leave that cannot be held (the
 * address bar, a reload, closing the tab) asks first through `beforeunload`, as the checkout does while
 * an order is placed. docs/reference/page-leave-and-time-bounds.md says why not `keepalive`.
 */
export function createNavigationHold(dependencies: NavigationHoldDependencies): NavigationHold {
  const { queue, pageLeave } = dependencies;
  const view = dependencies.view ?? window;
  const holdMaxMs = dependencies.holdMaxMs ?? NAVIGATION_HOLD_MAX_MS;
  let held: HeldNavigation | undefined;
  // What shows the busy state: the held link or form, or what replaced it.
  let shown: HTMLElement | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Our own replayed click or submit: the page's scripts saw the shopper's one already.
  let resuming = false;
  // Our own leave, gone ahead at the bound with requests still queued: it must not ask.
  let leaving = false;

  const show = (element: HTMLElement | undefined): void => {
    if (shown) unblockElement(shown);
    shown = element;
    if (element) blockElement(element);
  };
  // Every add's answer replaces the header cart link (a fragment): the busy state moves to the new one.
  const follow = (): void => {
    if (!shown || shown.isConnected) return;
    const { localName, className } = shown;
    const href = shown.getAttribute('href');
    const again = [...shown.ownerDocument.querySelectorAll<HTMLElement>(localName)]
      .find((element) => element.className === className && element.getAttribute('href') === href);
    if (again) show(again);
  };

  const release = (navigation: HeldNavigation): void => {
    if (held !== navigation) return;
    held = undefined;
    clearTimeout(timer);
    show(undefined);
    // A fallback waiting to leave completes a click the server did not take; the shopper's leave yields.
    if (pageLeave.pending()) return;
    leaving = true;
    resuming = true;
    try {
      navigation.resume();
    } finally {
      resuming = false;
    }
  };

  const hold = (navigation: HeldNavigation): void => {
    // Only one page can come next: the latest leave the shopper asked for.
    held = navigation;
    clearTimeout(timer);
    show(navigation.element);
    dependencies.announce?.(dependencies.waitText ?? LABELS.pleaseWait);
    timer = setTimeout(() => release(navigation), holdMaxMs);
    void queue.onIdle().then(() => release(navigation));
  };

  const onBubble = (event: Event): void => {
    if (event.defaultPrevented || queue.isIdle()) return;
    const navigation = heldNavigation(event);
    if (!navigation) return;
    event.preventDefault();
    hold(navigation);
  };
  // Turbo's LinkClickObserver: added again from the capture phase, the bubble listener is the window's
  // last one, so a leave another script cancelled (a theme's cart drawer) is never taken over.
  const onCapture = (event: Event): void => {
    if (resuming) return event.stopImmediatePropagation();
    view.removeEventListener(event.type, onBubble);
    view.addEventListener(event.type, onBubble);
  };
  const askBeforeLeaving = (event: BeforeUnloadEvent): void => {
    if (!leaving) event.preventDefault();
  };
  const guard = (size: number): void => {
    if (size > 0) view.addEventListener('beforeunload', askBeforeLeaving);
    else view.removeEventListener('beforeunload', askBeforeLeaving);
  };
  // Back from the back/forward cache after our own leave: this page asks again.
  const onPageShow = (): void => void (leaving = false);

  for (const type of ['click', 'submit']) view.addEventListener(type, onCapture, true);
  view.addEventListener('pageshow', onPageShow);
  const unsubscribe = queue.subscribe((size) => {
    follow();
    guard(size);
  });
  return {
    holding: () => held !== undefined,
    stop() {
      for (const type of ['click', 'submit']) {
        view.removeEventListener(type, onCapture, true);
        view.removeEventListener(type, onBubble);
      }
      view.removeEventListener('pageshow', onPageShow);
      unsubscribe();
      guard(0);
      clearTimeout(timer);
    },
  };
}
