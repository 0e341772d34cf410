// Facebook for WooCommerce ("Meta for WooCommerce", facebook/facebook-for-woocommerce) 3.7.6 on the real store,
// inactive, configured as an owner whose shop is connected to a pixel; the differential harness switches it on.
// Facts about what it hooks: docs/reference/facebook-for-woocommerce.md.
//
// How (its repository holds no vendor/, which its main file requires before anything else):
// 1. Source: the snapshot at $FACEBOOK_GIT (default /work/.mirror/facebook+facebook-for-woocommerce/repo), tag
//    $FACEBOOK_REF (default v3.7.6, the release stores install). `git archive` leaves out what its .gitattributes
//    mark export-ignore (tests, tooling), as its release zip does.
// 2. vendor/, once per set of commits, in `<store dir>/../wc-islands-third-party/facebook/<key>/vendor`: the three
//    run-time packages of its composer.json, each a `git archive` of its own snapshot at the version composer.lock
//    names where the snapshot holds it (Packagist is not reachable, so no composer run):
//    - woocommerce/action-scheduler-job-framework 2.0.0 (tag 2.0.0, the lock's commit b0b21b9c);
//    - woocommerce/grow dev-compat-checker: the lock's commit 3bc22591 is not in the snapshot, so the head of its
//      compat-checker branch (the same package, 0.0.1, regenerated output);
//    - facebook/capi-param-builder-php ^1.3: the lock's 1.3.1 (66a7eb84) is not in the snapshot, whose newest PHP
//      is the main branch after 1.2.1 (it has every method the plugin calls: processRequest, getFbc, getFbp,
//      getCookiesToSet); its version is read from its own composer.json.
//    composer/installers is a Composer plugin only (where packages go), nothing at run time.
//    vendor/autoload.php is our own PSR-4 autoloader with the prefixes of the four composer.json files (the plugin's
//    and the three packages'), longest prefix first as Composer's is; no package declares `files` or a classmap.
// 3. Its webpack build (assets/build/) makes only admin screens (webpack.config.js: admin/index and the jQuery UI
//    admin files); the storefront's scripts (assets/js/frontend/pixel-events.js, facebook-for-woocommerce-signals.js)
//    are committed as they ship. No npm step.
// 4. Configure as the connection flow leaves a store (options the plugin reads; no Graph API call made here):
//    pixel id in `wc_facebook_pixel_id` and `facebook_config['pixel_id']`, an access token (the connection state:
//    it gates the signals script and CAPI), page, business and catalog ids, FBE 2 connected; WooCommerce's
//    redirect after add 'no' (the AJAX add's pixel fragment is added only then). Every request it then makes from
//    PHP (CAPI events, the pixel's advanced matching config, Graph API reads) is answered inside WordPress by
//    mu-plugins/wc-islands-test-facebook-api.php; in the browser fbevents.js and the CAPI param builder's script are
//    answered 204 at the browser's edge by the harness, so `fbq` stays the snippet's queueing stub.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { copySnapshot, runWithWordPress, snapshotHead } from './support/snapshot.mjs';

export const PLUGIN_FILE = 'facebook-for-woocommerce/facebook-for-woocommerce.php';
/** A test pixel id (digits, as Meta's are; the plugin checks it is numeric). */
export const PIXEL_ID = '1234567890123456';
const SNAPSHOT = process.env.FACEBOOK_GIT ?? '/work/.mirror/facebook+facebook-for-woocommerce/repo';
const REF = process.env.FACEBOOK_REF ?? 'v3.7.6';
const MIRROR = '/work/.mirror';

/** The run-time composer packages: where each goes under vendor/, its snapshot and ref, and its PSR-4 roots. */
const PACKAGES = [
  { dir: 'woocommerce/action-scheduler-job-framework', gitDir: `${MIRROR}/woocommerce+action-scheduler-job-framework/repo`, ref: '2.0.0', psr4: { 'Automattic\\WooCommerce\\ActionSchedulerJobFramework\\': ['src/'] } },
  { dir: 'woocommerce/grow', gitDir: `${MIRROR}/woocommerce+grow/repo`, ref: 'compat-checker', psr4: { 'Automattic\\WooCommerce\\Grow\\Tools\\CompatChecker\\v0_0_1\\': ['src/'] } },
  { dir: 'facebook/capi-param-builder-php', gitDir: `${MIRROR}/facebook+capi-param-builder/repo`, ref: 'main', psr4: { 'FacebookAds\\': ['php/capi-param-builder/src/'] } },
];

/** The plugin's own autoload section (composer.json), relative to the plugin's folder. */
const PLUGIN_PSR4 = {
  'WooCommerce\\Facebook\\': ['includes'],
  'WooCommerce\\Facebook\\Feed\\': ['includes/Feed', 'includes/Feed/Promotions', 'includes/Feed/RatingsAndReviews', 'includes/Feed/ShippingProfiles', 'includes/Feed/NavigationMenu'],
};

const OPTIONS = {
  wc_facebook_pixel_id: PIXEL_ID,
  facebook_config: { pixel_id: PIXEL_ID, use_pii: 1, use_s2s: true, access_token: 'wcis-test-system-user-token' },
  wc_facebook_pixel_install_time: '1767225600',
  wc_facebook_access_token: 'wcis-test-system-user-token',
  wc_facebook_merchant_access_token: 'wcis-test-merchant-token',
  wc_facebook_page_id: '100000000000001',
  wc_facebook_external_business_id: 'wc-islands-test-store',
  wc_facebook_business_manager_id: '200000000000002',
  wc_facebook_ad_account_id: '300000000000003',
  wc_facebook_product_catalog_id: '400000000000004',
  wc_facebook_has_connected_fbe_2: 'yes',
  woocommerce_cart_redirect_after_add: 'no',
};

const sh = (script, ...args) => execFileSync('sh', ['-c', script, 'sh', ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

function autoloadPhp(prefixes) {
  const entries = Object.entries(prefixes)
    .sort(([a], [b]) => b.length - a.length)
    .map(([prefix, dirs]) => `\t${JSON.stringify(prefix)} => array( ${dirs.map((dir) => `__DIR__ . ${JSON.stringify(`/${dir}`.replace(/\/$/, ''))}`).join(', ')} ),`);
  return `<?php
// PSR-4 autoloader standing in for Composer's (tests/real-store/plugins/facebook-for-woocommerce.mjs): the prefixes
// of the plugin's composer.json and of its run-time packages, longest first.
$wcis_psr4 = array(
${entries.join('\n')}
);
spl_autoload_register(
\tstatic function ( $class ) use ( $wcis_psr4 ) {
\t\tforeach ( $wcis_psr4 as $prefix => $dirs ) {
\t\t\tif ( 0 !== strpos( $class, $prefix ) ) {
\t\t\t\tcontinue;
\t\t\t}
\t\t\t$relative = str_replace( '\\\\', '/', substr( $class, strlen( $prefix ) ) ) . '.php';
\t\t\tforeach ( $dirs as $dir ) {
\t\t\t\tif ( is_file( $dir . '/' . $relative ) ) {
\t\t\t\t\trequire $dir . '/' . $relative;
\t\t\t\t\treturn;
\t\t\t\t}
\t\t\t}
\t\t}
\t}
);
`;
}

/** vendor/ as composer would leave it for these packages, in `cache`. */
function assembleVendor(cache, heads) {
  const vendor = join(cache, 'vendor');
  if (existsSync(join(vendor, 'autoload.php'))) return 'cached';
  rmSync(cache, { recursive: true, force: true });
  const prefixes = {};
  for (const [index, pkg] of PACKAGES.entries()) {
    mkdirSync(join(vendor, pkg.dir), { recursive: true });
    sh('git --git-dir="$1" archive "$2" | tar -x -C "$3"', pkg.gitDir, heads[index], join(vendor, pkg.dir));
    for (const [prefix, dirs] of Object.entries(pkg.psr4)) prefixes[prefix] = dirs.map((dir) => `${pkg.dir}/${dir}`);
  }
  for (const [prefix, dirs] of Object.entries(PLUGIN_PSR4)) prefixes[prefix] = dirs.map((dir) => `../${dir}`);
  writeFileSync(join(vendor, 'autoload.php'), autoloadPhp(prefixes));
  return 'assembled';
}

function configure(wpRoot, url) {
  const php = `$wanted = json_decode( $argv[3], true ); $changed = 0;
    foreach ( $wanted as $name => $value ) { if ( get_option( $name ) !== $value ) { update_option( $name, $value ); $changed++; } }
    echo $changed ? "$changed saved" : 'unchanged';`;
  return runWithWordPress(wpRoot, url, php, JSON.stringify(OPTIONS));
}

export async function install({ root, storeDir, wpRoot, url }) {
  const commit = snapshotHead(SNAPSHOT, REF);
  if (!commit) return `skipped: no snapshot of facebook-for-woocommerce at ${SNAPSHOT} (set FACEBOOK_GIT)`;
  const heads = PACKAGES.map((pkg) => snapshotHead(pkg.gitDir, pkg.ref));
  const absent = PACKAGES.filter((_, index) => !heads[index]).map((pkg) => `${pkg.dir} (${pkg.gitDir})`);
  if (absent.length) return `skipped: facebook-for-woocommerce needs snapshots of ${absent.join(', ')}`;
  const key = [commit, ...heads].map((head) => head.slice(0, 10)).join('-');
  const cache = join(storeDir, '..', 'wc-islands-third-party', 'facebook', key);
  let vendor;
  try {
    vendor = assembleVendor(cache, heads);
  } catch (error) {
    return `skipped: assembling vendor/ for facebook-for-woocommerce failed in ${cache}: ${String(error.stderr || error.message).trim().split('\n').slice(-3).join(' ')}`;
  }
  const dest = join(wpRoot, 'wp-content/plugins/facebook-for-woocommerce');
  // A copy with another vendor/ is copied again.
  const vendorKey = join(dest, 'vendor/.wc-islands-key');
  if (existsSync(dest) && (!existsSync(vendorKey) || readFileSync(vendorKey, 'utf8').trim() !== key)) rmSync(dest, { recursive: true, force: true });
  const copied = copySnapshot({ gitDir: SNAPSHOT, dest, ref: REF, built: [{ from: join(cache, 'vendor'), to: 'vendor' }] });
  if (copied) writeFileSync(vendorKey, `${key}\n`);
  execFileSync('php', [join(root, 'scripts/wordpress/plugin-cli.php'), wpRoot, url, 'deactivate-plugin', PLUGIN_FILE], { encoding: 'utf8' });
  const settings = configure(wpRoot, url);
  return `Facebook for WooCommerce ${REF} @ ${commit.slice(0, 8)} (vendor ${vendor}, ${copied ? 'copied' : 'already copied'}, options ${settings}; inactive: ${PLUGIN_FILE})`;
}

export const subject = { name: 'Facebook for WooCommerce', plugin: PLUGIN_FILE };
