// Address autocomplete (spec s9, s5)
/** spec s9: suggestions shown at most. */
export const ADDRESS_MAX_SUGGESTIONS = 5;
/** spec s9: characters (markup stripped) before a search runs. */
export const ADDRESS_MIN_SEARCH_LENGTH = 3;
/** spec s9: the list closes this long after the field loses focus, so a click on a suggestion lands first. */
export const ADDRESS_CLOSE_DELAY_MS = 200;
/** spec s9: address_2, city, postcode and state are filled this long after country and address_1. */
export const ADDRESS_DEPENDENT_FIELDS_DELAY_MS = 50;
