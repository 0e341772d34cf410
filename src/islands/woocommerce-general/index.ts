import { registerApostrophePrefilter } from '../../adapters/jqueryApostrophePrefilter.ts';
import { installScrollToNotices } from '../../adapters/jqueryScrollToNotices.ts';
import { msSinceDomReady, prefersReducedMotion } from '../../adapters/pageEnvironment.ts';
import { FIELD_DESCRIPTION_SLIDE_MS } from '../../core/constants.ts';
import type { IslandContext, Unmount } from '../../core/scanner/index.ts';
import { bindFieldDescriptions } from './bindFieldDescriptions.ts';
import { focusAlertNotice } from './focusAlertNotice.ts';
import { raiseQuantityMinimums } from './raiseQuantityMinimums.ts';

export function mount(body: HTMLElement, context: IslandContext): Unmount {
  const doc = body.ownerDocument;
  const cleanups: Array<() => void> = [];
  raiseQuantityMinimums(doc);
  // 500 ms after the page loaded (spec s2), not after this chunk did.
  cleanups.push(focusAlertNotice(doc, msSinceDomReady()));
  const refocus = (): void => {
    cleanups.push(focusAlertNotice(doc, 0));
  };
  cleanups.push(context.bus.on('updated_wc_div', refocus), context.bus.on('item_removed_from_classic_cart', refocus));
  // Before scroll_to_notices is ours: a jQuery.scroll_to_notices already there means woocommerce.js runs.
  cleanups.push(registerApostrophePrefilter());
  cleanups.push(installScrollToNotices(() => !prefersReducedMotion()));
  cleanups.push(bindFieldDescriptions(doc, { durationMs: FIELD_DESCRIPTION_SLIDE_MS, animate: () => !prefersReducedMotion() }));
  return () => {
    for (const cleanup of cleanups.splice(0)) cleanup();
  };
}
