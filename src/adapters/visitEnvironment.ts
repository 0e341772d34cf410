import { documentCookieJar, type TrackingEnvironment } from '../core/attribution/index.ts';

/** The page a visit is recorded on, read from the browser once, when tracking runs. */
export function visitEnvironment(win: Window = window): TrackingEnvironment {
  const { location, document, navigator } = win;
  return {
    href: document.location.href,
    hostname: location.hostname,
    search: location.search,
    referrer: document.referrer,
    userAgent: navigator.userAgent,
    now: () => Date.now(),
    random: () => Math.random(),
    cookies: documentCookieJar(document),
  };
}
