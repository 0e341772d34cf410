/** Permalinks of the demo store (WordPress pretty permalinks, trailing slashes). */
export const paths = {
  home: '/',
  shop: '/shop/',
  cart: '/cart/',
  checkout: '/checkout/',
  myAccount: '/my-account/',
  brands: '/brands/',
  product: (slug: string) => `/product/${slug}/`,
  tag: (slug: string) => `/product-tag/${slug}/`,
  brand: (slug: string) => `/brand/${slug}/`,
  category: (path: string) => `/product-category/${path}/`,
  post: (slug: string) => `/${slug}/`,
  orderReceived: (id: number, key: string) => `/checkout/order-received/${id}/?key=${encodeURIComponent(key)}`,
};

/** Current URL with `add-to-cart=ID` appended, as add_query_arg() builds the loop button href. */
export function addToCartHref(currentPath: string, currentQuery: URLSearchParams, productId: number): string {
  const query = new URLSearchParams(currentQuery);
  for (const drop of ['add-to-cart', 'added-to-cart', 'quantity', 'remove_item', '_wpnonce']) query.delete(drop);
  query.set('add-to-cart', String(productId));
  return `${currentPath}?${query.toString()}`;
}
