/** One page of the survey: its name (for `--only` and the file), its path, and whether it needs a login. */
export interface DemoShot {
  readonly name: string;
  readonly path: string;
  /** Log in as this demo account first (`admin` sees the coming-soon banner). */
  readonly user?: 'admin' | 'shopper';
  /** Put one item in the cart first. */
  readonly cartItem?: boolean;
}

/** The pages of the demo store's table in docs/contributing.md, and the cart with an item, an attachment page, the admin's view. */
export const DEMO_SHOTS: readonly DemoShot[] = [
  { name: 'home', path: '/' },
  { name: 'shop', path: '/shop/' },
  { name: 'tag-spraying', path: '/product-tag/spraying/' },
  { name: 'brands', path: '/brands/' },
  { name: 'product-simple', path: '/product/agriwing-as-30-agricultural-spraying-drone/' },
  { name: 'product-variable', path: '/product/agriwing-as-40-configurable-spraying-drone/' },
  { name: 'product-propellers', path: '/product/folding-carbon-propellers-for-as-series/' },
  { name: 'product-battery', path: '/product/smart-flight-battery-14s-22000-mah/' },
  { name: 'cart', path: '/cart/' },
  { name: 'cart-one-item', path: '/cart/', cartItem: true },
  { name: 'checkout', path: '/checkout/', cartItem: true },
  { name: 'my-account', path: '/my-account/' },
  { name: 'wp-login', path: '/wp-login.php' },
  { name: 'lost-password', path: '/my-account/lost-password/' },
  { name: 'edit-account', path: '/my-account/edit-account/', user: 'shopper' },
  { name: 'edit-address', path: '/my-account/edit-address/billing/', user: 'shopper' },
  { name: 'gallery-post', path: '/field-day-spraying-soybeans/' },
  { name: 'attachment', path: '/field-day-spraying-soybeans/field-day-3/' },
  { name: 'attribution-demo', path: '/attribution-demo/' },
  { name: 'real-wc-shop', path: '/__real-wc/shop/' },
  { name: 'islands-off', path: '/shop/?islands=off' },
  { name: 'jquery', path: '/shop/?jquery=1' },
  { name: 'csp-strict', path: '/shop/?csp=strict' },
  { name: 'admin-view', path: '/', user: 'admin' },
];

/** Demo accounts (server/catalogue/seedUsers.ts). */
export const DEMO_PASSWORDS = { admin: 'admin-demo-2026', shopper: 'shopper-demo-2026' } as const;

/** The product put in the cart for `cartItem` shots (the one the browser tests add). */
export const CART_PRODUCT_ID = 33;
