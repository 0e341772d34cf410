import type { NormalizedOptions } from './normalizeTrackingOptions.ts';

const IP_ADDRESS = /^(?:\d{1,3}(?:\.\d{1,3}){3}|\[[\da-f:.]+\])$/i;

/**
 * The host for `;domain=.host`, or undefined for a host-only cookie (reference s3.3).
 * Deliberate difference: on an IP address or a single-label host (`127.0.0.1`, `localhost`)
 * browsers reject `domain=.host`, which left the legacy script with no cookies at all; a host-only
 * cookie is what such a site can have.
 */
export function cookieDomain(domain: NormalizedOptions['domain']): string | undefined {
  if (domain.isolate || !domain.host) return undefined;
  if (IP_ADDRESS.test(domain.host) || !domain.host.includes('.')) return undefined;
  return domain.host;
}
