import type { User } from '../store/createUsers.ts';
import { wpLocalizeEncode } from '../util/phpJson.ts';
import { PIXEL_PATH } from './pixelRoutes.ts';

/** The demo's stand-ins for the Jetpack site id and option `woocommerce_store_id`. */
const BLOG_ID = 1;
const STORE_ID = '7f3e4c1a-5b2d-4e8f-9a6c-0d1b2c3e4f5a';

/** WC_Analytics_Tracking: administrators and shop managers are store admins (carousel contract s4.2). */
const STORE_ADMIN_ROLES = new Set(['administrator', 'shop_manager']);

/**
 * WooCommerce Analytics' footer global `window.wcAnalytics` (carousel contract s4.2) with the common
 * properties of this visitor, plus the demo's `wcIslandsAnalytics` pointing the stats pixel at the
 * local `/__pixel.gif` instead of pixel.wp.com. `device` is left to the browser (the islands work it
 * out from the user agent). JSON_HEX_TAG-style escaping keeps `</script>` out of the values.
 */
export function analyticsGlobals(siteUrl: string, user: User | null): string {
  const userId = user?.id ?? 0;
  const wcAnalytics = {
    assets_url: `${siteUrl}/wp-content/plugins/woocommerce-analytics/build/`,
    trackEndpoint: `${siteUrl}/wp-json/woocommerce-analytics/v1/track`,
    commonProps: {
      ui: userId, blog_id: BLOG_ID, store_id: STORE_ID, url: siteUrl, woo_version: '11.0.1', wp_version: '6.9',
      store_admin: user !== null && STORE_ADMIN_ROLES.has(user.role) ? 1 : 0,
      store_currency: 'USD', timezone: '-05:00', is_guest: userId === 0 ? 1 : 0,
    },
    eventQueue: [],
    features: { ch: false, sessionTracking: false, proxy: false },
    breadcrumbs: [],
    pages: { isAccountPage: false, isCart: false },
  };
  return `<script id="woocommerce-analytics-js-globals">
window.wcAnalytics = ${wpLocalizeEncode(wcAnalytics)};
window.wcIslandsAnalytics = ${wpLocalizeEncode({ pixelUrl: `${siteUrl}${PIXEL_PATH}` })};
</script>
`;
}
