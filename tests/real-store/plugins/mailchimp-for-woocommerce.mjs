// Mailchimp for WooCommerce (mailchimp/mc-woocommerce, 6.0, the repository it is released from) on the real store,
// inactive; the differential harness switches it on. Its storefront scripts (public/js/*.min.js, the pixel tracking
// script) are committed as they ship; blocks/build/ (the block checkout's newsletter field, built by npm) is absent
// and only the block checkout would load it (its PHP falls back when the asset file is missing); composer requires
// nothing at run time. So it is copied as is.
// Not connected to a Mailchimp account: connecting verifies an API key against Mailchimp's API and starts a store
// sync, neither reachable here. Its public scripts and its pixel tracking script (jQuery, listening to
// added_to_cart and removed_from_cart) are enqueued on every page whether connected or not, which is what the
// harness compares; the connected site's mc.js (the pixel SDK the tracking script waits for) is not printed, so no
// pixel event is sent in either mode. Facts: docs/reference/mailchimp-for-woocommerce.md.
import { installFromSnapshot } from './support/snapshot.mjs';

const GIT = process.env.MAILCHIMP_GIT ?? '/work/.mirror/mailchimp+mc-woocommerce/repo';

export async function install({ root, wpRoot, url }) {
  return installFromSnapshot({
    gitDir: GIT,
    envName: 'MAILCHIMP_GIT',
    slug: 'mailchimp-for-woocommerce',
    mainFile: 'mailchimp-woocommerce.php',
    required: ['public/js/mailchimp-woocommerce-public.min.js', 'public/js/mailchimp-woocommerce-pixel-tracking.js', 'bootstrap.php'],
    wpRoot,
    root,
    url,
  });
}

export const subject = { name: 'Mailchimp for WooCommerce', plugin: 'mailchimp-for-woocommerce/mailchimp-woocommerce.php' };
