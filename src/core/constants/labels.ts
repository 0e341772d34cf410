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
