// Customer Reviews for WooCommerce (wordpress.org slug customer-reviews-woocommerce) on the real store, for the
// differential harness. Its authors publish no repository of it; WordPressBugBounty/plugins-customer-reviews-woocommerce
// holds each wordpress.org release as released (installReleaseCopy).
// Settings as an owner saves them on Reviews > Settings > Review Extensions: the rating histogram, reviews loaded by
// Ajax with their sorting, helpful-vote buttons and pictures attached to reviews on; review reminders (sent through
// its authors' service) stay off, as they are until an owner opts in (docs/reference/customer-reviews.md).
import { installReleaseCopy, setOptions } from './support/snapshot.mjs';

export const CUSTOMER_REVIEWS_GIT = process.env.CUSTOMER_REVIEWS_GIT ?? '/work/.mirror/WordPressBugBounty+plugins-customer-reviews-woocommerce/repo';

export async function install({ root, storeDir, wpRoot, url }) {
  const outcome = installReleaseCopy({
    gitDir: CUSTOMER_REVIEWS_GIT,
    envName: 'CUSTOMER_REVIEWS_GIT',
    slug: 'customer-reviews-woocommerce',
    mainFile: 'ivole.php',
    wpRoot,
    root,
    url,
  });
  if (outcome.startsWith('skipped')) return outcome;
  setOptions(storeDir, {
    ivole_reviews_histogram: 'yes',
    ivole_ajax_reviews: 'yes',
    ivole_reviews_voting: 'yes',
    ivole_attach_image: 'yes',
    ivole_enable: 'no',
  });
  return `${outcome}; histogram, Ajax reviews, votes and pictures on, reminders off`;
}

export const subject = { name: 'Customer Reviews for WooCommerce', plugin: 'customer-reviews-woocommerce/ivole.php' };
