/** The page types measured (benchmark issue). */
export interface PageType {
  readonly id: string;
  readonly label: string;
  /** Path, `{product}` replaced with a product slug found at start. */
  readonly path: string;
  /** Put one item in the cart before loading (cart and checkout need one). */
  readonly cartItems: boolean;
  /** Has loop add-to-cart buttons: measure click to 'loading' and to fragments applied. */
  readonly addToCart: boolean;
  /** Has Storefront's header cart: measure its first open (hover) after load, one item in the cart (issue #15). */
  readonly headerCart: boolean;
  /** Has a Jetpack gallery: measure the carousel's first open. */
  readonly carousel: boolean;
  /**
   * Measured in every run; the others only in the first (the whole bench must stay near 6 minutes on
   * a 2-core machine; `--every-page-every-run` measures all of them in every run).
   */
  readonly everyRun: boolean;
  /** Requests by situation (warm, other tab, bfcache) measured here; the other pages behave like one of these. */
  readonly scenarios: boolean;
}

const page = (id: string, label: string, path: string, options: Partial<Omit<PageType, 'id' | 'label' | 'path'>> = {}): PageType => ({
  id, label, path, cartItems: false, addToCart: false, headerCart: false, carousel: false, everyRun: true, scenarios: false, ...options,
});

export const PAGE_TYPES: readonly PageType[] = [
  page('shop-10', 'Shop, 10 products', '/shop/?per_page=10', { addToCart: true, headerCart: true, scenarios: true }),
  page('shop-100', 'Shop, 100 products', '/shop/?per_page=100', { addToCart: true }),
  page('shop-1000', 'Shop, 1000 products', '/shop/?per_page=1000', { addToCart: true }),
  page('product', 'Product', '/product/{product}/', { addToCart: true }),
  page('cart', 'Cart (1 item)', '/cart/', { cartItems: true, scenarios: true }),
  // Every run: its blocking-time budget compares with a jQuery-era page at or near 0 ms, one sample is not enough.
  page('checkout', 'Checkout (1 item)', '/checkout/', { cartItems: true, scenarios: true }),
  page('gallery', 'Gallery post', '/field-day-spraying-soybeans/', { carousel: true, scenarios: true }),
];

export type Variant = 'islands' | 'legacy' | 'off';

export const VARIANTS: readonly Variant[] = ['islands', 'legacy', 'off'];

export const VARIANT_LABELS: Record<Variant, string> = {
  islands: 'wc-islands',
  legacy: 'jQuery-era libs',
  off: 'plain HTML',
};

/** The page's URL in a variant: the bundle, the jQuery-era libraries instead (`?legacy=1`), or no script. */
export function variantPath(path: string, variant: Variant): string {
  if (variant === 'islands') return path;
  const extra = variant === 'legacy' ? 'islands=off&legacy=1' : 'islands=off';
  return `${path}${path.includes('?') ? '&' : '?'}${extra}`;
}
