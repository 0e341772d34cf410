// Google Analytics for WooCommerce (woocommerce/woocommerce-google-analytics-integration, issue #32) on the real
// store, inactive, configured; tests/real-store/google-analytics.spec.ts switches it on. Facts about what it hooks:
// docs/reference/google-analytics-for-woocommerce.md.
//
// How (its repository holds no built JS: `assets/js/build/` is made by @wordpress/scripts from `assets/js/src/`):
// 1. Source: the snapshot at $GA_GIT (default /work/.mirror/woocommerce+woocommerce-google-analytics-integration/repo),
//    HEAD. Without it: `skipped: …`, and the spec skips saying the same.
// 2. Build, once per snapshot commit, in a cache dir outside the repository:
//    `<store dir>/../wc-islands-third-party/ga/<commit>/` is a `git clone` of the snapshot, then its own npm steps
//    `npm ci --ignore-scripts --no-audit --no-fund` and `NODE_ENV=production npx wp-scripts build` (the webpack part
//    of its `npm run build`; the rest of that script writes a .pot file and a release zip). Composer: its
//    composer.json has only require-dev (phpcs, phpunit), nothing the plugin loads at run time, so no composer step.
// 3. Copy: `git archive HEAD` (its .gitattributes leave out tests, sources of tooling, docs, as its release does)
//    plus the built `assets/js/build/` into wp-content/plugins/woocommerce-google-analytics-integration/, marked with
//    the commit so a second run copies nothing.
// 4. Configure as a store owner would on WooCommerce > Settings > Integration > Google Analytics: its option
//    `woocommerce_google_analytics_settings` gets a test GA4 measurement ID and every event on (purchase, add to cart,
//    remove from cart, impressions, product clicks, product views, checkout), identifier = SKU (its default).
//    The measurement ID's gtag.js (https://www.googletagmanager.com/gtag/js?id=…) is answered in the browser by our
//    stand-in (tests/real-store/support/gtag-stand-in.js); nothing reaches Google.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { copySnapshot, runWithWordPress, snapshotHead } from './support/snapshot.mjs';

export const PLUGIN_FILE = 'woocommerce-google-analytics-integration/woocommerce-google-analytics-integration.php';
export const MEASUREMENT_ID = 'G-WCISLANDS1';
const SNAPSHOT = process.env.GA_GIT ?? '/work/.mirror/woocommerce+woocommerce-google-analytics-integration/repo';

const SETTINGS = {
  ga_product_identifier: 'product_sku',
  ga_id: MEASUREMENT_ID,
  ga_support_display_advertising: 'no',
  ga_404_tracking_enabled: 'yes',
  ga_linker_allow_incoming_enabled: 'no',
  ga_ecommerce_tracking_enabled: 'yes',
  ga_event_tracking_enabled: 'yes',
  ga_enhanced_remove_from_cart_enabled: 'yes',
  ga_enhanced_product_impression_enabled: 'yes',
  ga_enhanced_product_click_enabled: 'yes',
  ga_enhanced_product_detail_view_enabled: 'yes',
  ga_enhanced_checkout_process_enabled: 'yes',
  ga_linker_cross_domains: '',
};

const sh = (command, args, options = {}) => execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], ...options });

function build(cache) {
  if (existsSync(join(cache, 'assets/js/build/main.js')) && existsSync(join(cache, 'assets/js/build/main.asset.php'))) return 'cached';
  rmSync(cache, { recursive: true, force: true });
  mkdirSync(dirname(cache), { recursive: true });
  sh('git', ['clone', '--quiet', SNAPSHOT, cache]);
  sh('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund'], { cwd: cache });
  sh('npx', ['wp-scripts', 'build'], { cwd: cache, env: { ...process.env, NODE_ENV: 'production' } });
  return 'built';
}

function configure(wpRoot, url) {
  const php = `$wanted = json_decode( $argv[3], true );
    $now = get_option( 'woocommerce_google_analytics_settings', array() );
    $next = array_merge( is_array( $now ) ? $now : array(), $wanted );
    echo $next === $now ? 'unchanged' : ( update_option( 'woocommerce_google_analytics_settings', $next ) ? 'saved' : 'failed' );`;
  return runWithWordPress(wpRoot, url, php, JSON.stringify(SETTINGS));
}

export async function install({ storeDir, wpRoot, url }) {
  const commit = snapshotHead(SNAPSHOT);
  if (!commit) return `skipped: no snapshot of woocommerce-google-analytics-integration at ${SNAPSHOT} (set GA_GIT)`;
  const cache = join(storeDir, '..', 'wc-islands-third-party', 'ga', commit);
  let built;
  try {
    built = build(cache);
  } catch (error) {
    return `skipped: building Google Analytics for WooCommerce failed in ${cache}: ${String(error.stderr || error.message).trim().split('\n').slice(-3).join(' ')}`;
  }
  const target = join(wpRoot, 'wp-content/plugins', dirname(PLUGIN_FILE));
  const copied = !copySnapshot({ gitDir: SNAPSHOT, dest: target, built: [{ from: join(cache, 'assets/js/build'), to: 'assets/js/build' }] });
  const settings = configure(wpRoot, url);
  return `Google Analytics for WooCommerce @ ${commit.slice(0, 8)} (${built}, ${copied ? 'already copied' : 'copied'}, settings ${settings}; inactive: ${PLUGIN_FILE})`;
}

export const subject = { name: 'Google Analytics for WooCommerce', plugin: PLUGIN_FILE };
