import type { IslandDefinition } from '../../core/scanner/types.ts';

/**
 * What WooCommerce's single-product.js drives (templates/single-product/): the gallery, the tabs,
 * the review form's rating, plus the add-to-cart form's one-submit guard. One definition keeps the
 * loader small; each part is its own chunk, fetched only where its markup is. Loads with the page:
 * the theme may hide the gallery until a script shows it, and one tab panel should show early.
 * The gallery and the tabs come first: the dispatcher (index.ts) tells its parts apart by them.
 */
export const definition: IslandDefinition = {
  name: 'single-product',
  selector: '.woocommerce-product-gallery,.woocommerce-tabs,.comment-form-rating select#rating,form.cart:not(.woocommerce-cart-form)',
  when: 'load',
  load: () => import('./index.ts'),
};
