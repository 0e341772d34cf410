import { documentCookieJar, type TrackingEnvironment } from '../core/attribution/index.ts';
import type { PendingVisit } from './pendingVisits.ts';

/**
 * The page a visit is recorded on, read from the browser once, when tracking runs; or a page view the
 * loader captured earlier (address, referrer, time), recorded as it was then.
 */
export function visitEnvironment(win: Window = window, captured?: PendingVisit): TrackingEnvironment {
  const { location, document, navigator } = win;
  const page = captured ? new URL(captured[0]) : location;
  return {
    href: captured ? captured[0] : document.location.href,
    hostname: page.hostname,
    search: page.search,
    referrer: captured ? captured[1] : document.referrer,
    userAgent: navigator.userAgent,
    now: captured ? () => captured[2] : () => Date.now(),
    random: () => Math.random(),
    cookies: documentCookieJar(document),
  };
}
