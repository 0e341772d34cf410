// Side Cart WooCommerce by xootix (wordpress.org slug side-cart-woocommerce) on the real store, for the differential
// harness. xootix publishes no repository of it; WordPressBugBounty/plugins-side-cart-woocommerce holds each
// wordpress.org release as released (installReleaseCopy).
// Settings: the ones its settings page saves on an owner's first visit to wp-admin (its framework's
// save_default_settings, run here the same way): adds without a reload on the product page too (its own submit
// handler on form.cart), the basket icon floats on every page; one changed as an owner may on General > Main:
// "Auto open cart" off, since the open drawer's overlay covers the listing's next button (docs/reference/side-cart-xootix.md).
import { installReleaseCopy } from './support/snapshot.mjs';

export const SIDE_CART_GIT = process.env.SIDE_CART_GIT ?? '/work/.mirror/WordPressBugBounty+plugins-side-cart-woocommerce/repo';

export async function install({ root, wpRoot, url }) {
  const outcome = installReleaseCopy({
    gitDir: SIDE_CART_GIT,
    envName: 'SIDE_CART_GIT',
    slug: 'side-cart-woocommerce',
    mainFile: 'xoo-wsc-main.php',
    wpRoot,
    root,
    url,
    admin: true,
    configure: `xoo_wsc_helper()->admin->auto_generate_settings(); xoo_wsc_helper()->admin->save_default_settings();
      $gl = get_option( 'xoo-wsc-gl-options' ); $gl['m-auto-open'] = 'no'; update_option( 'xoo-wsc-gl-options', $gl );`,
  });
  return outcome.startsWith('skipped') ? outcome : `${outcome}; settings at their defaults, the cart not opened on add`;
}

export const subject = { name: 'Side Cart WooCommerce (xootix)', plugin: 'side-cart-woocommerce/xoo-wsc-main.php' };
