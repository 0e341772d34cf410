// Twenty Twenty-Five (WordPress's default block theme, in the WordPress snapshot the store is built from), for
// tests/real-store/block-theme.spec.ts (issue #28). The store's web root is that snapshot, so the theme is normally
// there already; a store that lacks it gets it from WP_CORE_GIT. Also creates the test-only pages with WooCommerce's
// own Cart and Checkout blocks (`/block-cart/`, `/block-checkout/`, the content WooCommerce puts in a new store's
// pages, WC_Install::get_cart_block_content / get_checkout_block_content), so the spec can check the plugin leaves
// them alone, and `/classic-loop/` (a [products] shortcode: WooCommerce's classic loop buttons under the Mini-Cart
// block); the store's cart and checkout pages (6 and 7) keep their classic shortcodes.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runWithWordPress, snapshotHead } from './support/snapshot.mjs';

const STYLESHEET = 'twentytwentyfive';

/** PHP (WordPress loaded): each block page created once, by slug; prints `slug=ID` per page. */
const ENSURE_BLOCK_PAGES = `
$contents = array(
	'block-cart'          => array( 'Block cart', 'get_cart_block_content' ),
	'block-checkout'      => array( 'Block checkout', 'get_checkout_block_content' ),
	// A classic loop (the [products] shortcode) on a block-theme page, under the Mini-Cart block.
	'classic-loop'        => array( 'Classic loop', null ),
);
$out = array();
foreach ( $contents as $slug => list( $title, $method ) ) {
	$page = get_page_by_path( $slug );
	if ( ! $page ) {
		$content = '<!-- wp:shortcode -->[products ids="46,50" columns="2"]<!-- /wp:shortcode -->';
		if ( $method ) {
			// Protected in WC_Install: the same markup as a new store's pages, read through reflection.
			$getter = new ReflectionMethod( 'WC_Install', $method );
			$getter->setAccessible( true );
			$content = $getter->invoke( null );
		}
		$id = wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_name' => $slug, 'post_title' => $title, 'post_content' => $content ), true );
		if ( is_wp_error( $id ) ) {
			fwrite( STDERR, $id->get_error_message() );
			exit( 1 );
		}
	} else {
		$id = $page->ID;
	}
	$out[] = $slug . '=' . $id;
}
echo implode( ' ', $out );
`;

export async function install({ wpRoot, url }) {
  const dest = join(wpRoot, 'wp-content/themes', STYLESHEET);
  let how = 'in the store';
  if (!existsSync(join(dest, 'style.css'))) {
    const gitDir = process.env.WP_CORE_GIT;
    if (!snapshotHead(gitDir)) return `skipped: ${STYLESHEET} is not in the store and WP_CORE_GIT (the WordPress snapshot) is not set`;
    execFileSync('sh', ['-c', 'git --git-dir="$1" archive HEAD "wp-content/themes/$2" | tar -x -C "$3"', 'sh', gitDir, STYLESHEET, wpRoot]);
    how = 'copied from WP_CORE_GIT';
  }
  const version = /^\s*\*?\s*Version:\s*(\S+)/m.exec(readFileSync(join(dest, 'style.css'), 'utf8'))?.[1] ?? '?';
  const pages = runWithWordPress(wpRoot, url, ENSURE_BLOCK_PAGES);
  return `${STYLESHEET} ${version} ${how} (not active); block pages ${pages}`;
}

export const subject = { name: 'Twenty Twenty-Five (block theme)', theme: STYLESHEET };
