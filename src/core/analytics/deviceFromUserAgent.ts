export type Device = 'mobile' | 'tablet' | 'desktop';

// Jetpack Device_Detection's families (contract s4.2): tablets first, because Android tablets and
// iPads also carry the generic mobile tokens; an Android without "Mobile" is a tablet.
const TABLET = /iPad|Tablet|PlayBook|Silk|Kindle|Nexus (?:7|9|10)|SM-T\d|Android(?!.*\bMobile\b)/i;
const PHONE = /Mobi|iPhone|iPod|Android|BlackBerry|BB10|IEMobile|Windows Phone|Opera Mini|webOS/i;

/**
 * The `device` common property: 'mobile' for phones, 'tablet', else 'desktop'. Worked out in the
 * browser rather than taken from the page, so a cached page does not carry its first visitor's device.
 */
export function deviceFromUserAgent(userAgent: string): Device {
  if (TABLET.test(userAgent)) return 'tablet';
  if (PHONE.test(userAgent)) return 'mobile';
  return 'desktop';
}
