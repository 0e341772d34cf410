// Cart and checkout pages (docs/reference/cart-checkout.md: WooCommerce's cart.js, checkout.js, country-select.js)
/** checkout.js queue_update_checkout: typing in an address field refreshes the order review this long after the last key. */
export const UPDATE_CHECKOUT_TYPING_DELAY_MS = 1000;
/** checkout.js update_checkout: changes arriving within this window become one update_order_review. */
export const UPDATE_CHECKOUT_DELAY_MS = 5;
/** checkout.js payment_method_selected: payment boxes slide over this long. */
export const PAYMENT_BOX_SLIDE_MS = 230;
/** cart.js / checkout.js: the notices every refresh removes before showing new ones. */
export const WC_NOTICE_SELECTOR = '.woocommerce-error, .woocommerce-message, .woocommerce-info, .is-error, .is-info, .is-success';
/** checkout.js validate_field: the classes a row gets, all removed on input. */
export const INVALID_FIELD_CLASSES = ['woocommerce-invalid', 'woocommerce-invalid-required-field', 'woocommerce-invalid-email', 'woocommerce-invalid-phone'] as const;
/** checkout.js: the review table and payment section update_order_review refreshes and blocks. */
export const ORDER_REVIEW_REGIONS = '.woocommerce-checkout-payment, .woocommerce-checkout-review-order-table';
/** country-select.js: the state fields of every address form. */
export const STATE_FIELD_SELECTOR = '#billing_state, #shipping_state, #calc_shipping_state';
/** country-select.js: the wrapper a country field's state field is looked up in. */
export const ADDRESS_WRAPPER_SELECTOR = '.woocommerce-billing-fields, .woocommerce-shipping-fields, .woocommerce-shipping-calculator, .woocommerce-address-fields';
/** address-i18n.js: fieldsets whose rows are re-ordered by locale priority. */
export const ADDRESS_FIELDSET_SELECTOR = '.woocommerce-billing-fields__field-wrapper, .woocommerce-shipping-fields__field-wrapper, .woocommerce-address-fields__field-wrapper, .woocommerce-additional-fields__field-wrapper .woocommerce-account-fields';
/** cart.js / checkout.js (WooCommerce 10+): the element a refused coupon's message is written in, under the coupon field. */
export const COUPON_ERROR_CLASS = 'coupon-error-notice';
/** cart.js / checkout.js: the refused coupon message's id, which the coupon field's aria-describedby names. */
export const COUPON_ERROR_ID = 'coupon-error-notice';
/** checkout.js show_inline_errors (WooCommerce 9.9+): a failed place order's message under each named field. */
export const INLINE_ERROR_CLASS = 'checkout-inline-error-message';
/**
 * cart.js / checkout.js apply_coupon: an answer holding either class is a refusal (shown under the field),
 * anything else a success (shown as a notice). WooCommerce tests the answer's text, not its markup.
 */
export const COUPON_REFUSAL_MARKERS = ['woocommerce-error', 'is-error'] as const;
