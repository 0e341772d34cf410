// WooCommerce PayPal Payments (woocommerce/woocommerce-paypal-payments, issue #32) on the real store, inactive,
// configured as a store owner connected to a PayPal sandbox account would have it;
// tests/real-store/paypal-payments.spec.ts switches it on. Facts: docs/reference/woocommerce-paypal-payments.md.
//
// How (its repository holds neither vendor/ nor built JS):
// 1. Source: the snapshot at $PAYPAL_PAYMENTS_GIT (default /work/.mirror/woocommerce+woocommerce-paypal-payments/repo),
//    HEAD. Without it: `skipped: …`, and the spec skips saying the same.
// 2. Build, once per snapshot commit, in `<store dir>/../wc-islands-third-party/paypal-payments/<commit>/` (a clone):
//    - Composer: every package of its composer.lock (`packages`, no dev) comes from its own repository snapshot
//      (`/work/.mirror/<owner>+<name>/repo`, the lock's GitHub source URL; `fetch` puts it there), checked out at the
//      locked commit into `.wc-islands-packages/`, or at the snapshot's HEAD when the snapshot lacks that commit (said
//      in the outcome line). `composer.wc-islands.json` is its composer.json without require-dev, with one "path"
//      repository per package (the locked version) and Packagist off; `COMPOSER=composer.wc-islands.json composer
//      update --no-dev` then installs vendor/ (the merge plugin adds the modules' own requirements and runs again).
//    - JS: its root `yarn install --frozen-lockfile --ignore-scripts --production` (the modules import `uuid` from the
//      root), then per module of BUILT_MODULES `yarn install --frozen-lockfile` and `yarn run build` (its webpack), as
//      its root postinstall does for every module. Yarn 1 through `npx yarn@1.22.22`.
// 3. Copy: `git archive HEAD` (its .gitattributes leave out tests and tooling) plus vendor/ and each built module's
//    assets/ into wp-content/plugins/woocommerce-paypal-payments/, marked with the commit.
// 4. Configure (with WordPress loaded): `woocommerce-ppcp-settings` as the onboarding leaves it for a sandbox
//    merchant (ids, e-mail, sandbox on, gateway enabled). Its server calls to api-m.sandbox.paypal.com are answered by
//    mu-plugins/wc-islands-test-paypal-api.php; the browser's www.paypal.com/sdk/js by our SDK stand-in.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { copySnapshot, runWithWordPress, snapshotHead } from './support/snapshot.mjs';

export const PLUGIN_FILE = 'woocommerce-paypal-payments/woocommerce-paypal-payments.php';
const SNAPSHOT = process.env.PAYPAL_PAYMENTS_GIT ?? '/work/.mirror/woocommerce+woocommerce-paypal-payments/repo';
const MIRRORS = process.env.COMPOSER_MIRRORS ?? '/work/.mirror';
// The modules whose scripts a classic store front loads with the settings below: the smart buttons (and the
// gateway's CSS). The others serve wp-admin, the block checkout or features left off (Apple Pay, Google Pay, card
// fields, AXO, Pay Later blocks); their scripts are not printed on the pages the spec visits.
const BUILT_MODULES = ['ppcp-button'];
const YARN = ['--yes', 'yarn@1.22.22'];

// A sandbox merchant connected through the onboarding (ppcp-onboarding State::current_state() reads the four ids).
export const MERCHANT = { client_id: 'wc-islands-test-client', merchant_id: 'WCISLANDSTEST1', merchant_email: 'merchant@example.test' };
const SETTINGS = {
  enabled: true,
  sandbox_on: true,
  client_id: MERCHANT.client_id,
  client_secret: 'wc-islands-test-secret',
  merchant_id: MERCHANT.merchant_id,
  merchant_email: MERCHANT.merchant_email,
  client_id_sandbox: MERCHANT.client_id,
  client_secret_sandbox: 'wc-islands-test-secret',
  merchant_id_sandbox: MERCHANT.merchant_id,
  merchant_email_sandbox: MERCHANT.merchant_email,
  intent: 'capture',
  // The buttons on the checkout only: Pay Later messages and the other locations load more of the SDK, not tested here.
  smart_button_locations: ['checkout'],
  pay_later_button_enabled: false,
  pay_later_messaging_enabled: false,
  allow_card_button_gateway: false,
  disable_funding: ['card', 'credit', 'paylater'],
  vault_enabled: false,
  logging_enabled: false,
};

const sh = (command, args, options = {}) => execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], ...options });

/** Each locked package checked out from its snapshot; returns the packages whose locked commit the snapshot lacks. */
function placePackages(cache) {
  const lock = JSON.parse(readFileSync(join(cache, 'composer.lock'), 'utf8'));
  const packages = join(cache, '.wc-islands-packages');
  rmSync(packages, { recursive: true, force: true });
  const repositories = [];
  const notLocked = [];
  for (const pkg of lock.packages) {
    const slug = /github\.com\/(.+?)(\.git)?$/.exec(pkg.source.url)?.[1].replace('/', '+');
    const gitDir = join(MIRRORS, `${slug}/repo`);
    if (!snapshotHead(gitDir)) throw new Error(`no snapshot of ${pkg.name} at ${gitDir} (fetch github:${slug.replace('+', '/')})`);
    let ref = pkg.source.reference;
    let version = pkg.version;
    try {
      sh('git', ['--git-dir', gitDir, 'cat-file', '-e', `${ref}^{commit}`]);
    } catch {
      ref = 'HEAD';
      version = sh('git', ['--git-dir', gitDir, 'describe', '--tags', '--abbrev=0', 'HEAD']).trim();
      notLocked.push(`${pkg.name} ${version} for ${pkg.version}`);
    }
    const dest = join(packages, pkg.name.replace('/', '+'));
    mkdirSync(dest, { recursive: true });
    // read-tree + checkout-index with an index of our own: `git archive` would honour the package's export-ignore
    // (some leave out their composer.json), and the snapshot stays untouched.
    const env = { ...process.env, GIT_INDEX_FILE: join(packages, '.index') };
    sh('git', ['--git-dir', gitDir, 'read-tree', ref], { env });
    sh('git', ['--git-dir', gitDir, 'checkout-index', '-a', '-f', `--prefix=${dest}/`], { env });
    rmSync(join(packages, '.index'));
    repositories.push({ type: 'path', url: dest, options: { symlink: false, versions: { [pkg.name]: version } } });
  }
  const composer = JSON.parse(readFileSync(join(cache, 'composer.json'), 'utf8'));
  delete composer['require-dev'];
  composer.repositories = [...repositories, { 'packagist.org': false }];
  writeFileSync(join(cache, 'composer.wc-islands.json'), `${JSON.stringify(composer, null, 2)}\n`);
  return notLocked;
}

function hasComposer() {
  try {
    sh('composer', ['--version'], { env: { ...process.env, COMPOSER_ALLOW_SUPERUSER: '1' } });
    return true;
  } catch {
    return false;
  }
}

const builtFiles = (cache) => [join(cache, 'vendor/autoload.php'), ...BUILT_MODULES.map((name) => join(cache, 'modules', name, 'assets'))];

function build(cache) {
  const done = join(cache, '.wc-islands-built');
  if (existsSync(done) && builtFiles(cache).every(existsSync)) return `cached${readFileSync(done, 'utf8').trim()}`;
  rmSync(cache, { recursive: true, force: true });
  mkdirSync(dirname(cache), { recursive: true });
  sh('git', ['clone', '--quiet', SNAPSHOT, cache]);
  const notLocked = placePackages(cache);
  sh('composer', ['update', '--no-dev', '--no-interaction', '--no-progress', '--optimize-autoloader'], { cwd: cache, env: { ...process.env, COMPOSER: 'composer.wc-islands.json', COMPOSER_ALLOW_SUPERUSER: '1' } });
  sh('npx', [...YARN, 'install', '--frozen-lockfile', '--non-interactive', '--ignore-scripts', '--production', '--ignore-engines'], { cwd: cache });
  for (const name of BUILT_MODULES) {
    const dir = join(cache, 'modules', name);
    sh('npx', [...YARN, 'install', '--frozen-lockfile', '--non-interactive', '--ignore-engines'], { cwd: dir });
    sh('npx', [...YARN, 'run', 'build'], { cwd: dir });
  }
  const note = notLocked.length ? `; not at the locked commit (snapshot's newest tag): ${notLocked.join(', ')}` : '';
  writeFileSync(done, `${note}\n`);
  return `built${note}`;
}

function configure(wpRoot, url) {
  const php = `$wanted = json_decode( $argv[3], true );
    $now = get_option( 'woocommerce-ppcp-settings', array() );
    $next = array_merge( is_array( $now ) ? $now : array(), $wanted );
    $gateway = array_merge( (array) get_option( 'woocommerce_ppcp-gateway_settings', array() ), array( 'enabled' => 'yes' ) );
    update_option( 'woocommerce_ppcp-gateway_settings', $gateway );
    echo $next === $now ? 'unchanged' : ( update_option( 'woocommerce-ppcp-settings', $next ) ? 'saved' : 'failed' );`;
  return runWithWordPress(wpRoot, url, php, JSON.stringify(SETTINGS));
}

export async function install({ root, storeDir, wpRoot, url }) {
  const commit = snapshotHead(SNAPSHOT);
  if (!commit) return `skipped: no snapshot of woocommerce-paypal-payments at ${SNAPSHOT} (set PAYPAL_PAYMENTS_GIT)`;
  const cache = join(storeDir, '..', 'wc-islands-third-party', 'paypal-payments', commit);
  const done = existsSync(join(cache, '.wc-islands-built')) && builtFiles(cache).every(existsSync);
  if (!done && !hasComposer()) return 'skipped: building WooCommerce PayPal Payments needs Composer (apt-get install composer)';
  let built;
  try {
    built = build(cache);
  } catch (error) {
    return `skipped: building WooCommerce PayPal Payments failed in ${cache}: ${String(error.stderr || error.message).trim().split('\n').slice(-3).join(' ')}`;
  }
  const target = join(wpRoot, 'wp-content/plugins', dirname(PLUGIN_FILE));
  const assets = BUILT_MODULES.map((name) => ({ from: join(cache, 'modules', name, 'assets'), to: `modules/${name}/assets` }));
  const copied = !copySnapshot({ gitDir: SNAPSHOT, dest: target, built: [{ from: join(cache, 'vendor'), to: 'vendor' }, ...assets] });
  // A run that stopped half-way may have left it on: every spec starts from it off.
  sh('php', [join(root, 'scripts/wordpress/plugin-cli.php'), wpRoot, url, 'deactivate-plugin', PLUGIN_FILE]);
  const settings = configure(wpRoot, url);
  return `WooCommerce PayPal Payments @ ${commit.slice(0, 8)} (${built}, ${copied ? 'already copied' : 'copied'}, settings ${settings}; inactive: ${PLUGIN_FILE})`;
}

export const subject = { name: 'WooCommerce PayPal Payments', plugin: PLUGIN_FILE };
