import { blockElement, unblockElement } from '../core/cart/blockElement.ts';

export interface BusyOptions {
  /** What the answer will replace, or must not be used meanwhile: blocked, so a second click has nothing to land on. */
  readonly block: ReadonlyArray<HTMLElement | null | undefined>;
  /** Also marks them `processing` (checkout.js' guard against a second submit); default false. */
  readonly processing?: boolean;
  /** True at the end to leave them blocked: a newer request owns them, or the page is leaving. Default: never. */
  readonly keepBlocked?: () => boolean;
}

/**
 * WooCommerce's 'block, request, show notices, unblock' (cart.js, checkout.js): runs `work` with
 * `block` blocked, then unblocks what is still on the page. `work` may unblock earlier itself (a
 * refused coupon's field can take the focus only once unblocked); the notices it shows scroll and
 * take the focus through revealNotice (spec s2).
 */
export async function runBusy<T>(options: BusyOptions, work: (unblock: () => void) => Promise<T>): Promise<T> {
  const blocked = options.block.filter((element): element is HTMLElement => element?.isConnected === true);
  for (const element of blocked) {
    blockElement(element);
    if (options.processing) element.classList.add('processing');
  }
  let unblocked = false;
  const unblock = (): void => {
    if (unblocked) return;
    unblocked = true;
    for (const element of blocked) {
      if (options.processing) element.classList.remove('processing');
      if (element.isConnected) unblockElement(element);
    }
  };
  try {
    return await work(unblock);
  } finally {
    if (!options.keepBlocked?.()) unblock();
  }
}
