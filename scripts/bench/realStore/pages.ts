import { measuredPages } from '../../../tests/real-store/support/measure.ts';

/** Which goal of issue #29 a page type is judged by: cart and checkout may evaluate more (the form's code). */
export type PageKind = 'browse' | 'cart';

export interface RealStorePage {
  readonly id: string;
  readonly label: string;
  readonly path: string;
  readonly kind: PageKind;
  /** One item in the cart before the load (added through the no-JS link, the same in every mode). */
  readonly withCart: boolean;
}

/** The real store's paths, as tests/real-store/support/measure.ts names them (one list of the store's pages). */
const pathOf = (name: string): string => {
  const found = measuredPages.find((page) => page.name === name);
  if (found === undefined) throw new Error(`tests/real-store/support/measure.ts has no page '${name}'`);
  return found.path;
};

/** Page types of the real-store benchmark (issue #29), in report order. The logged-in edit-account page is left out (see docs). */
export const REAL_STORE_PAGES: readonly RealStorePage[] = [
  { id: 'shop', label: '/shop/', path: pathOf('shop'), kind: 'browse', withCart: false },
  { id: 'simple-product', label: 'simple product', path: pathOf('simple product'), kind: 'browse', withCart: false },
  { id: 'variable-product', label: 'variable product', path: pathOf('variable product'), kind: 'browse', withCart: false },
  { id: 'gallery-post', label: 'gallery post', path: pathOf('gallery post'), kind: 'browse', withCart: false },
  { id: 'cart', label: 'cart (1 item)', path: pathOf('cart'), kind: 'cart', withCart: true },
  { id: 'checkout', label: 'checkout (1 item)', path: pathOf('checkout'), kind: 'cart', withCart: true },
];

/** The listing whose loop buttons the input-latency clicks use. */
export const CLICK_PAGE = 'shop';

/** In-stock simple product the cart is filled with (the one tests/real-store/support/measure.ts adds). */
export const CART_PRODUCT_ID = 46;
