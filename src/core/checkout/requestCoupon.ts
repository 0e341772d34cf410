import { ajaxEndpoint } from '../cart/ajaxEndpoint.ts';
import { request } from '../http/request.ts';
import type { HttpResult } from '../http/types.ts';

/** What both coupon forms read (wc_cart_params, wc_checkout_params). */
export interface CouponEndpoints {
  readonly wcAjaxUrl: string;
  readonly applyCouponNonce: string;
  readonly removeCouponNonce: string;
}

export type CouponChange =
  /** The checkout also sends the billing email, for coupons limited per customer. */
  | { readonly action: 'apply'; readonly code: string; readonly billingEmail?: string }
  | { readonly action: 'remove'; readonly code: string };

/**
 * cart.js and checkout.js apply_coupon / remove_coupon: the answer is the notices' HTML (a refusal is an
 * error notice in a 200 answer), or the request's failure.
 */
export function requestCoupon(endpoints: CouponEndpoints, change: CouponChange): Promise<HttpResult<string>> {
  const form = change.action === 'apply'
    ? { security: endpoints.applyCouponNonce, coupon_code: change.code, billing_email: change.billingEmail }
    : { security: endpoints.removeCouponNonce, coupon: change.code };
  return request(ajaxEndpoint(endpoints.wcAjaxUrl, `${change.action}_coupon`), { form });
}
