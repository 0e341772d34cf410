import { readBundleStrings } from '../../adapters/readBundleStrings.ts';
import { dismissComingSoonBanner } from '../../core/comingSoon/index.ts';
import type { IslandContext, Unmount } from '../../core/scanner/index.ts';
import { onActivate } from '../../island-kit/onActivate.ts';

/**
 * The dismiss link sends the request its `data-rest-url` / `data-rest-nonce` name, and the banner
 * hides when it completes, whether it succeeded or not (spec s4, s7; contract s6).
 */
export function mount(banner: HTMLElement, context: IslandContext): Unmount {
  const link = banner.querySelector<HTMLElement>('a.coming-soon-footer-banner-dismiss');
  if (!link) return () => undefined;
  // WooCommerce prints the banner after #page, outside every landmark: name it as a region so
  // screen-reader users can find it (and leave it) like the rest of the page.
  if (!banner.hasAttribute('role')) {
    banner.setAttribute('role', 'region');
    // The platform localizes no name for the banner; the bundle's is its heading in the store's settings.
    banner.setAttribute('aria-label', readBundleStrings(banner.ownerDocument).comingSoonRegion);
  }
  let sending = false;
  const dismiss = (): void => {
    if (sending) return;
    sending = true;
    const url = link.dataset['restUrl'] ?? '';
    void dismissComingSoonBanner({ url, nonce: link.dataset['restNonce'] ?? '' }).then(() => {
      banner.style.display = 'none';
    });
  };
  const unbind = onActivate(link, dismiss);
  if (context.pending.length > 0) dismiss();
  return unbind;
}
