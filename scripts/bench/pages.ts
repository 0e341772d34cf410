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
  /** Has a Jetpack gallery: measure the carousel's first open. */
  readonly carousel: boolean;
}

export const PAGE_TYPES: readonly PageType[] = [
  { id: 'shop-10', label: 'Shop, 10 products', path: '/shop/?per_page=10', cartItems: false, addToCart: true, carousel: false },
  { id: 'shop-100', label: 'Shop, 100 products', path: '/shop/?per_page=100', cartItems: false, addToCart: true, carousel: false },
  { id: 'shop-1000', label: 'Shop, 1000 products', path: '/shop/?per_page=1000', cartItems: false, addToCart: true, carousel: false },
  { id: 'product', label: 'Product', path: '/product/{product}/', cartItems: false, addToCart: true, carousel: false },
  { id: 'cart', label: 'Cart (1 item)', path: '/cart/', cartItems: true, addToCart: false, carousel: false },
  { id: 'checkout', label: 'Checkout (1 item)', path: '/checkout/', cartItems: true, addToCart: false, carousel: false },
  { id: 'gallery', label: 'Gallery post', path: '/field-day-spraying-soybeans/', cartItems: false, addToCart: false, carousel: true },
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
