// TI WooCommerce Wishlist (TemplateInvaders) on the real store, for the differential harness. Its repository
// (TemplateInvaders/ti-woocommerce-wishlist) lacks vendor/ (Composer's autoloader and DiDom, which its add-to-wishlist
// button loads), and Packagist is out of reach here, so the wordpress.org release as released is taken from
// WordPressBugBounty/plugins-ti-woocommerce-wishlist (installReleaseCopy), the same 2.12.0.
// Settings: what its activation saves (the options' defaults: the button on the product page and in the shop's
// loop), plus the Wishlist page its setup wizard makes, as an owner finishing the wizard's first step does.
import { installReleaseCopy } from './support/snapshot.mjs';

export const TI_WISHLIST_GIT = process.env.TI_WISHLIST_GIT ?? '/work/.mirror/WordPressBugBounty+plugins-ti-woocommerce-wishlist/repo';

export async function install({ root, wpRoot, url }) {
  const outcome = installReleaseCopy({
    gitDir: TI_WISHLIST_GIT,
    envName: 'TI_WISHLIST_GIT',
    slug: 'ti-woocommerce-wishlist',
    mainFile: 'ti-woocommerce-wishlist.php',
    wpRoot,
    root,
    url,
    configure: `require_once WC_ABSPATH . 'includes/admin/wc-admin-functions.php';
      tinv_update_option( 'page', 'wishlist', wc_create_page( 'ti-wishlist', 'tinvwl_wishlist_page_id', 'Wishlist', '[ti_wishlistsview]' ) );`,
  });
  return outcome.startsWith('skipped') ? outcome : `${outcome}; its defaults, a Wishlist page at /ti-wishlist/`;
}

export const subject = { name: 'TI WooCommerce Wishlist', plugin: 'ti-woocommerce-wishlist/ti-woocommerce-wishlist.php' };
