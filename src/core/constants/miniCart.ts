// Mini-cart (spec s9)
/** spec s9: maximum height when the list would overflow the window. */
export const MINI_CART_MAX_HEIGHT = '15em';
