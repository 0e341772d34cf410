import type { FieldError, Posted } from '../store/validateCheckout.ts';
import type { PageContext } from './PageContext.ts';
export interface CheckoutView {
    posted: Posted;
    errors: readonly FieldError[];
    nonce: string;
}
/** [woocommerce_checkout] markup (checkout-classic.html) without login/coupon toggles. */
export declare function checkoutPage(ctx: PageContext, v: CheckoutView): string;
