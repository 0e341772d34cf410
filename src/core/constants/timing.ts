// Interface timing (spec s9)
/** spec s9 / s2 "Notices and focus": alert notices receive focus this long after load. */
export const NOTICE_FOCUS_DELAY_MS = 500;
/** spec s9: scroll-to-notices leaves this offset above the notice. */
export const SCROLL_TO_NOTICES_OFFSET_PX = 100;
/** spec s9: scroll-to-notices animation length. */
export const SCROLL_TO_NOTICES_DURATION_MS = 1000;
/** spec s9: the result-count live region is re-announced after this delay. */
export const RESULT_COUNT_REANNOUNCE_MS = 2000;
/** spec s9: field descriptions slide in and out over this long. */
export const FIELD_DESCRIPTION_SLIDE_MS = 250;
