import { useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import type { Announcer } from '../core/announcer/index.ts';
import type { ViewCartLinkEntry, ViewCartLinks } from '../core/cart/index.ts';
import { LiveRegion } from '../island-kit/LiveRegion.tsx';

/** Marks that React rendered the link (browser tests check the link is React's, not a DOM insert). */
const RENDERED_BY = 'data-wc-islands-view';

function ViewCartLink({ entry }: { entry: ViewCartLinkEntry }) {
  const { button, text, url } = entry;
  const ref = useRef<HTMLAnchorElement>(null);
  // A portal appends to its container; theme CSS wants the link right after the button
  // (`.add_to_cart_button + .added_to_cart`), so it is moved there within the same parent, where
  // React still finds it to remove it.
  useLayoutEffect(() => {
    const link = ref.current;
    if (link && button.nextElementSibling !== link) button.after(link);
  }, [button]);
  const parent = button.parentElement;
  if (!parent) return null;
  // WooCommerce's rule is one link per button, the first one in wins. Its add-to-cart.js inserts its link while
  // added_to_cart is dispatched; this layer renders after, so a theme's jQuery listener that inserts its own link
  // unless one exists (OceanWP's quick view, floating bar) already did: that link stands, as it would on the
  // legacy page (docs/reference/theme-oceanwp.md).
  if (parent.querySelector(`:scope > .added_to_cart:not([${RENDERED_BY}])`)) return null;
  return createPortal(
    <a ref={ref} href={url} className="added_to_cart wc-forward" title={text} {...{ [RENDERED_BY]: 'cart' }}>
      {text}
    </a>,
    parent,
  );
}

export interface CartLayerProps {
  readonly announcer: Announcer;
  readonly links: ViewCartLinks;
}

/**
 * What the add-to-cart and mini-cart islands draw (spec s4): the polite live region and the 'View
 * cart' links. The state is core's; this only renders it.
 */
export function CartLayer({ announcer, links }: CartLayerProps) {
  const entries = useSyncExternalStore(links.subscribe, links.list, links.list);
  return (
    <>
      <LiveRegion announcer={announcer} />
      {entries.map((entry, index) => <ViewCartLink key={index} entry={entry} />)}
    </>
  );
}
