/**
 * Business constants (storefront spec s9) and the WooCommerce client contract values (woocommerce-contract.md):
 * the one place every constant lives, named once with the section it comes from. One file per spec
 * section under ./constants/, so a chunk (above all the size-budgeted loader) carries only the
 * sections it uses.
 */
export * from './constants/address.ts';
export * from './constants/cart.ts';
export * from './constants/contract.ts';
export * from './constants/timing.ts';
export * from './constants/breakpoints.ts';
export * from './constants/carousel.ts';
export * from './constants/comments.ts';
export * from './constants/requests.ts';
export * from './constants/attribution.ts';
export * from './constants/pendingVisits.ts';
export * from './constants/promoCodes.ts';
export * from './constants/miniCart.ts';
export * from './constants/labels.ts';
export * from './constants/chrome.ts';
export * from './constants/analytics.ts';
export * from './constants/productPage.ts';
export * from './constants/checkout.ts';
export * from './constants/account.ts';
