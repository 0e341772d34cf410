// Address autocomplete (spec s9, s5)
/** spec s9: suggestions shown at most. */
export const ADDRESS_MAX_SUGGESTIONS = 5;
/** spec s9: characters (markup stripped) before a search runs. */
export const ADDRESS_MIN_SEARCH_LENGTH = 3;
/** spec s9: the list closes this long after the field loses focus, so a click on a suggestion lands first. */
export const ADDRESS_CLOSE_DELAY_MS = 200;
/** spec s9: address_2, city, postcode and state are filled this long after country and address_1. */
export const ADDRESS_DEPENDENT_FIELDS_DELAY_MS = 50;

// Searchable country and state selects (what selectWoo did; issue #13, WAI-ARIA APG combobox)
/** Page Up / Page Down move the highlight this many options (APG listbox: "an author-selected number"). */
export const COMBOBOX_PAGE_STEP = 10;
/** Said when typing leaves no option (selectWoo's i18n_no_matches default). */
export const COMBOBOX_NO_MATCHES_TEXT = 'No matches found';
/** Said as the typed text filters the list; `%qty%` is the count (GOV.UK accessible-autocomplete's tStatusResults). */
export const COMBOBOX_RESULTS_TEXT = '%qty% results available.';
/** Said for exactly one match. */
export const COMBOBOX_ONE_RESULT_TEXT = '1 result available.';
