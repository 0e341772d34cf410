import { ANALYTICS_DEFAULT_CURRENCY } from '../constants.ts';
import { deviceFromUserAgent, type Device } from './deviceFromUserAgent.ts';

/** What the page says about the store and the visitor (the `wcAnalytics.commonProps` global). */
export interface CommonPropertiesInput {
  /** WordPress.com site id; absent when the site is not connected. */
  readonly blogId?: number | undefined;
  readonly storeId?: string | undefined;
  /** home_url(). */
  readonly url: string;
  readonly wooVersion: string;
  readonly wpVersion: string;
  /** WordPress user id; 0 or null for a logged-out visitor. */
  readonly userId: number | null;
  /** The user is an administrator or shop manager (decided by the server). */
  readonly storeAdmin: boolean;
  readonly currency?: string | undefined;
  /** wp_timezone_string(): '-05:00' or a zone name such as 'America/New_York'. */
  readonly timezone: string;
  readonly userAgent: string;
}

/** The common properties every analytics event carries (spec s3 'Analytics common properties'). */
export interface CommonProperties {
  readonly blog_id: number | '';
  readonly store_id: string;
  readonly url: string;
  readonly woo_version: string;
  readonly wp_version: string;
  readonly ui: number;
  readonly store_admin: 0 | 1;
  readonly device: Device;
  readonly store_currency: string;
  readonly timezone: string;
  readonly is_guest: 0 | 1;
}

/** WC_Analytics_Tracking::get_common_properties() (contract s4.2), with the device taken from the browser. */
export function buildCommonProperties(input: CommonPropertiesInput): CommonProperties {
  const userId = input.userId ?? 0;
  return {
    blog_id: input.blogId ?? '',
    store_id: input.storeId ?? '',
    url: input.url,
    woo_version: input.wooVersion,
    wp_version: input.wpVersion,
    ui: userId,
    // Only a signed-in user can be a store admin, whatever a stale cached page says.
    store_admin: input.storeAdmin && userId !== 0 ? 1 : 0,
    device: deviceFromUserAgent(input.userAgent),
    store_currency: input.currency || ANALYTICS_DEFAULT_CURRENCY,
    timezone: input.timezone,
    is_guest: userId === 0 ? 1 : 0,
  };
}
