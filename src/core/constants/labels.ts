// Labels (spec s9): defaults only; adapters prefer the platform's localized strings.
/** spec s9: default user-facing texts. */
// Pure annotation: lets bundlers drop it from chunks that do not use it.
export const LABELS = /* @__PURE__ */ Object.freeze({
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  viewCart: 'View cart',
  addressSuggestions: 'Address suggestions',
  pleaseWait: 'Please wait...',
  expandChildMenu: 'Expand child menu',
  collapseChildMenu: 'Collapse child menu',
} as const);
// Cart failures the shopper is told about (spec s8 'Request errors'), in the live region and by the button.
/** spec s8: fetch_error, said when the network is off and nothing was sent or learned. */
export const CART_OFFLINE_MESSAGE = 'You are probably offline.';
/** spec s8: unknown_error, said when an add's outcome could not be learned, so nothing more is tried. */
export const CART_UNKNOWN_ERROR_MESSAGE = 'An unknown error occurred.';
