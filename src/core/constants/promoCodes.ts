// Promo codes (spec s9)
/** spec s9: lowest default promo code. */
export const PROMO_CODE_MIN = 100_000;
/** spec s9: highest default promo code. */
export const PROMO_CODE_MAX = 999_999;
