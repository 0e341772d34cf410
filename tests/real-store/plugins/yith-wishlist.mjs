// YITH WooCommerce Wishlist (yithemes/yith-woocommerce-wishlist) on the real store, for yith-wishlist.spec.ts (issue #32).
// The repository holds its built files (assets/js/*.min.js, the React button's assets/js/dist/, and YITH's plugin-fw
// with its own dist/), so it is copied as it is: no npm or composer step (docs/reference/yith-wishlist.md).
// Settings as an owner saves them on YITH > Wishlist: the panel's defaults (an item leaves the wishlist once added to
// the cart from it; price, stock, add to cart and remove in the table), plus the button in the shop's loop (off by default).
import { installFromSnapshot, runWithWordPress, setOptions } from './support/snapshot.mjs';

export const YITH_GIT = process.env.YITH_WISHLIST_GIT ?? '/work/.mirror/yithemes+yith-woocommerce-wishlist/repo';

export async function install({ root, storeDir, wpRoot, url }) {
  const outcome = installFromSnapshot({
    gitDir: YITH_GIT,
    envName: 'YITH_WISHLIST_GIT',
    slug: 'yith-woocommerce-wishlist',
    mainFile: 'init.php',
    required: ['assets/js/jquery.yith-wcwl.min.js', 'assets/js/dist/components/add-to-wishlist/index.js', 'plugin-fw/init.php', 'plugin-fw/dist/lapilli-ui/components'],
    wpRoot,
    root,
    url,
  });
  if (outcome.startsWith('skipped')) return outcome;
  setOptions(storeDir, {
    yith_wcwl_show_on_loop: 'yes',
    yith_wcwl_loop_position: 'after_add_to_cart',
    yith_wcwl_remove_after_add_to_cart: 'yes',
    yith_wcwl_redirect_cart: 'no',
    // The wishlist table's columns with the panel's defaults (YITH reads them with no default of its own until the
    // panel is saved once), sharing off (its links point outside).
    yith_wcwl_price_show: 'yes',
    yith_wcwl_stock_show: 'yes',
    yith_wcwl_add_to_cart_show: 'yes',
    yith_wcwl_show_remove: 'yes',
    yith_wcwl_enable_share: 'no',
  });
  // The Wishlist page, made as YITH's installer makes it (YITH_WCWL_Install::add_pages), which did not run when the
  // plugin was switched on from the command line; wc_create_page keeps an existing one.
  const pageUrl = runWithWordPress(wpRoot, url, `require_once WC_ABSPATH . 'includes/admin/wc-admin-functions.php';
    echo get_permalink(wc_create_page('wishlist', 'yith_wcwl_wishlist_page_id', 'Wishlist', '<!-- wp:shortcode -->[yith_wcwl_wishlist]<!-- /wp:shortcode -->'));`);
  return `${outcome}; wishlist page ${pageUrl}; button in the loop, removed from the wishlist once added to the cart`;
}

export const subject = { name: 'YITH WooCommerce Wishlist', plugin: 'yith-woocommerce-wishlist/init.php' };
