/** Keeps a live region off screen without moving anything on the page. */
const VISUALLY_HIDDEN = {
  position: 'absolute', width: '1px', height: '1px', margin: '-1px', padding: '0', overflow: 'hidden',
  clipPath: 'inset(50%)', whiteSpace: 'nowrap', border: '0',
} as const;

const regions = new WeakMap<Document, HTMLElement>();

/**
 * One polite status region per page for the searchable selects: the match count as the shopper
 * types (GOV.UK's criteria; VoiceOver ignores aria-activedescendant alone). Created on the first
 * focus of a field, before anything is said, because screen readers only read regions that were
 * already on the page when their text changed.
 */
export function statusRegion(doc: Document): HTMLElement {
  let region = regions.get(doc);
  if (region?.isConnected) return region;
  region = doc.createElement('span');
  region.setAttribute('role', 'status');
  region.className = 'wc-islands-combobox-status';
  Object.assign(region.style, VISUALLY_HIDDEN);
  doc.body.append(region);
  regions.set(doc, region);
  return region;
}
