// WooCommerce Stripe Gateway (woocommerce/woocommerce-gateway-stripe, issue #32) on the real store, inactive,
// configured in test mode; tests/real-store/stripe-gateway.spec.ts switches it on. Facts about what it hooks and how
// this build was made: docs/reference/woocommerce-gateway-stripe.md.
//
// How (its repository holds no built JS: `build/` is made by webpack through @wordpress/scripts from `client/`):
// 1. Source: the snapshot at $STRIPE_GIT (default /work/.mirror/woocommerce+woocommerce-gateway-stripe/repo), at its
//    newest release tag, $STRIPE_REF (default 8.8.0), what stores install. Not HEAD: the snapshot's HEAD (develop,
//    ba01a9b6, after 8.8.0) throws on every classic checkout ("Cannot read properties of undefined (reading
//    'wcSettings')"): its client/express-checkout/utils now imports client/blocks/utils, so upe_classic.js reads
//    `window.wc.wcSettings` at load, and its PHP never declares `wc-settings` (it reads the dependencies from
//    build/checkout_upe.asset.php, a file the build does not make). `STRIPE_REF=HEAD` builds it anyway.
//    Without the snapshot: `skipped: …`, and the spec skips saying the same.
// 2. Build, once per snapshot commit, in a cache dir outside the repository:
//    `<store dir>/../wc-islands-third-party/stripe/<commit>/` is a `git clone` of the snapshot checked out at that
//    commit, then its own npm
//    steps with the npm of its .nvmrc's Node (16.18 shipped npm 8.19):
//    `npx -y npm@8.19.4 ci --ignore-scripts --no-audit --no-fund --engine-strict=false` and
//    `NODE_ENV=production NODE_OPTIONS=--openssl-legacy-provider npx wp-scripts build` (the webpack part of its
//    `npm run build`; the rest uglifies and compiles Sass into files its repository already holds, writes a .pot
//    and a release zip). Why each flag: the npm of Node 20 (npm 11) refuses its lock file in `npm ci` ("package.json
//    and package-lock.json … in sync": optional entries such as cpu-features, nan 2.18 vs 2.30), npm 8 takes it
//    as is; its .npmrc sets engine-strict and some dev tools declare Node <= 17; its postinstall would run
//    `composer install` and download Playwright's browsers, neither needed for the build; webpack 4 hashes with
//    MD4, which Node 17+'s OpenSSL 3 only has in its legacy provider. Composer: its composer.json requires
//    nothing at run time (only dev tools), so no composer step.
// 3. Copy: `git archive <commit>` plus the built `build/` into wp-content/plugins/woocommerce-gateway-stripe/, marked
//    with the commit so a second run copies nothing.
// 4. Configure as a store owner would on WooCommerce > Settings > Payments > Stripe: its option
//    `woocommerce_stripe_settings` gets test mode with test keys, the new checkout experience (UPE) with cards
//    only, express checkout buttons (Apple Pay / Google Pay) off. Its PHP calls to api.stripe.com are answered
//    inside WordPress by mu-plugins/wc-islands-test-stripe-api.php; js.stripe.com is answered in the browser by
//    server/public/compat/stripe-js.js. Nothing reaches Stripe.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { copySnapshot, runWithWordPress, snapshotHead } from './support/snapshot.mjs';

export const PLUGIN_FILE = 'woocommerce-gateway-stripe/woocommerce-gateway-stripe.php';
export const PUBLISHABLE_KEY = 'pk_test_wcislands';
const SNAPSHOT = process.env.STRIPE_GIT ?? '/work/.mirror/woocommerce+woocommerce-gateway-stripe/repo';
const REF = process.env.STRIPE_REF ?? '8.8.0';

const SETTINGS = {
  enabled: 'yes',
  title: 'Credit / Debit Card',
  testmode: 'yes',
  test_publishable_key: PUBLISHABLE_KEY,
  test_secret_key: 'sk_test_wcislands',
  upe_checkout_experience_enabled: 'yes',
  upe_checkout_experience_accepted_payments: ['card'],
  payment_request: 'no',
  express_checkout: 'no',
  capture: 'yes',
  saved_cards: 'no',
  logging: 'no',
};

const sh = (command, args, options = {}) => execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], ...options });

function build(cache, commit) {
  if (existsSync(join(cache, 'build/upe_classic.js')) && existsSync(join(cache, 'build/upe_classic.asset.php'))) return 'cached';
  rmSync(cache, { recursive: true, force: true });
  mkdirSync(dirname(cache), { recursive: true });
  sh('git', ['clone', '--quiet', SNAPSHOT, cache]);
  sh('git', ['checkout', '--quiet', commit], { cwd: cache });
  sh('npx', ['-y', 'npm@8.19.4', 'ci', '--ignore-scripts', '--no-audit', '--no-fund', '--engine-strict=false'], { cwd: cache });
  sh('npx', ['wp-scripts', 'build'], { cwd: cache, env: { ...process.env, NODE_ENV: 'production', NODE_OPTIONS: '--openssl-legacy-provider' } });
  return 'built';
}

function configure(wpRoot, url) {
  const php = `$wanted = json_decode( $argv[3], true );
    $now = get_option( 'woocommerce_stripe_settings', array() );
    $next = array_merge( is_array( $now ) ? $now : array(), $wanted );
    echo $next === $now ? 'unchanged' : ( update_option( 'woocommerce_stripe_settings', $next ) ? 'saved' : 'failed' );`;
  return runWithWordPress(wpRoot, url, php, JSON.stringify(SETTINGS));
}

export async function install({ root, storeDir, wpRoot, url }) {
  let commit;
  try {
    commit = snapshotHead(SNAPSHOT, REF);
  } catch {
    return `skipped: the snapshot of woocommerce-gateway-stripe at ${SNAPSHOT} has no ${REF} (set STRIPE_REF)`;
  }
  if (!commit) return `skipped: no snapshot of woocommerce-gateway-stripe at ${SNAPSHOT} (set STRIPE_GIT)`;
  const cache = join(storeDir, '..', 'wc-islands-third-party', 'stripe', commit);
  let built;
  try {
    built = build(cache, commit);
  } catch (error) {
    return `skipped: building WooCommerce Stripe Gateway failed in ${cache}: ${String(error.stderr || error.message).trim().split('\n').slice(-3).join(' ')}`;
  }
  const target = join(wpRoot, 'wp-content/plugins', dirname(PLUGIN_FILE));
  const already = !copySnapshot({ gitDir: SNAPSHOT, ref: commit, dest: target, built: [{ from: join(cache, 'build'), to: 'build' }] });
  // A run that stopped half-way may have left it on: every spec starts from it off.
  execFileSync('php', [join(root, 'scripts/wordpress/plugin-cli.php'), wpRoot, url, 'deactivate-plugin', PLUGIN_FILE], { encoding: 'utf8' });
  const settings = configure(wpRoot, url);
  return `WooCommerce Stripe Gateway ${REF} @ ${commit.slice(0, 8)} (${built}, ${already ? 'already copied' : 'copied'}, settings ${settings}; inactive: ${PLUGIN_FILE})`;
}

export const subject = { name: 'WooCommerce Stripe Gateway', plugin: PLUGIN_FILE };
