import { pageKey, pageState, type PageScope } from '../../core/page/index.ts';

/** Keeps a live region off screen without moving anything on the page. */
const VISUALLY_HIDDEN = {
  position: 'absolute', width: '1px', height: '1px', margin: '-1px', padding: '0', overflow: 'hidden',
  clipPath: 'inset(50%)', whiteSpace: 'nowrap', border: '0',
} as const;

interface HeldRegion {
  region?: HTMLElement;
}

const STATUS_REGION = pageKey<HeldRegion>('combobox status region');

/**
 * One polite status region per page for the searchable selects: the match count as the shopper
 * types (GOV.UK's criteria; VoiceOver ignores aria-activedescendant alone). Created on the first
 * focus of a field, before anything is said, because screen readers only read regions that were
 * already on the page when their text changed.
 */
export function statusRegion(page: PageScope, doc: Document): HTMLElement {
  const held = pageState(page, STATUS_REGION, (): HeldRegion => ({}));
  if (held.region?.isConnected) return held.region;
  const region = doc.createElement('span');
  region.setAttribute('role', 'status');
  region.className = 'wc-islands-combobox-status';
  Object.assign(region.style, VISUALLY_HIDDEN);
  doc.body.append(region);
  held.region = region;
  return region;
}
