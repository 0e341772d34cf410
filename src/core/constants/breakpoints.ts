// Breakpoints (spec s9); each name says whether the bound is inclusive
/** spec s9: touch-device sub-menu behaviour when the window is wider than this. */
export const TOUCH_SUBMENU_WIDER_THAN_PX = 767;
/** spec s9: hover mini-cart and layout breakpoint at this width and wider. */
export const DESKTOP_MIN_WIDTH_PX = 768;
/** spec s9: sticky Brands A-Z index column when wider than this. */
export const BRANDS_STICKY_WIDER_THAN_PX = 768;
/** spec s9: mobile carousel up to and including this width (a backdrop click does not close it). */
export const CAROUSEL_MOBILE_MAX_WIDTH_PX = 760;
