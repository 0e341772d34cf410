/**
 * Stand-in sites a visitor can arrive from. Each is served by this demo server under a host name of
 * its own that browsers resolve to this machine (`*.localhost`, RFC 6761), so the store page gets a
 * real cross-site `document.referrer`: `http://www.google.localhost:8080/` is a Google host for
 * sourcebuster (`google.` + a 2-9 character suffix) and so counts as organic; the forum is a referral.
 */
export interface ReferrerSite {
  readonly slug: string;
  readonly host: string;
  readonly title: (query: string) => string;
  readonly heading: (query: string) => string;
  readonly intro: string;
  /** Where its one result leads, on the store. */
  readonly target: string;
  readonly linkText: string;
}

export const REFERRER_SITES: readonly ReferrerSite[] = [
  {
    slug: 'google',
    host: 'www.google.localhost',
    title: (q) => `${q} - Google Search (demo)`,
    heading: (q) => `Search results for “${q}”`,
    intro: 'A stand-in search engine on a Google host name: following the result brings the store a Google referrer, recorded as organic.',
    target: '/product-tag/nozzle/',
    linkText: 'Spray nozzles for agricultural drones – Skyline Drone Supply',
  },
  {
    slug: 'forum',
    host: 'forum.dronepilots.localhost',
    title: () => 'Best nozzles for the AS-30? – Drone Pilots Forum (demo)',
    heading: () => 'Best nozzles for the AS-30?',
    intro: 'A stand-in forum thread: following its link brings the store a referral.',
    target: '/product/centrifugal-spray-nozzle-kit-for-as-30/',
    linkText: 'Centrifugal Spray Nozzle Kit for AS-30 at Skyline Drone Supply',
  },
];

/** The site's address for a store reached at `storeOrigin`: same scheme and port, the site's host. */
export function referrerSiteUrl(site: ReferrerSite, storeOrigin: string, query: Record<string, string>): string {
  const url = new URL(`/__referrer/${site.slug}/`, storeOrigin);
  url.hostname = site.host;
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.toString();
}
