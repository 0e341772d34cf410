import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { servePhp } from '../../tests/wordpress/support/servePhp.ts';
import { buildSite, wpDir, wpPort, wpUrl } from '../../tests/wordpress/support/wordpressSite.ts';

/** The stylesheets and scripts wp-admin links to, which Playground's WordPress build leaves out. */
const ADMIN_ASSETS = ['wp-admin/css', 'wp-admin/js', 'wp-admin/images', 'wp-includes/css', 'wp-includes/js', 'wp-includes/images'];

/**
 * Copies the admin's CSS, JS and images of the site's WordPress version from a git copy of WordPress's built
 * files (`WP_CORE_GIT`, a bare repository of johnpbloch/wordpress-core, tags per release), so the admin
 * screens look as on a real install. Returns why not when it cannot.
 */
function addAdminAssets(): string | null {
  const gitDir = process.env.WP_CORE_GIT;
  if (!gitDir || !existsSync(gitDir)) return 'WP_CORE_GIT does not name a git copy of johnpbloch/wordpress-core';
  const version = /\$wp_version = '([^']+)'/.exec(readFileSync(join(wpDir, 'wp-includes/version.php'), 'utf8'))?.[1];
  if (!version) return `no $wp_version in ${wpDir}/wp-includes/version.php`;
  const archive = execFileSync('git', [`--git-dir=${gitDir}`, 'archive', version, ...ADMIN_ASSETS], { maxBuffer: 256 * 1024 * 1024 });
  execFileSync('tar', ['-x', '-C', wpDir], { input: archive });
  return null;
}

export interface RunningWordPress {
  readonly url: string;
  stop(): Promise<void>;
}

/**
 * The WordPress tier's site (WordPress 6.5 on PHP in WebAssembly, the plugin installed from dist-plugin/ and
 * activated; WP_TEST_PORT and WP_TEST_DIR as for the tier), styled. Throws, saying why, when it cannot style it.
 */
export async function startWordPress(): Promise<RunningWordPress> {
  await buildSite();
  const why = addAdminAssets();
  if (why) throw new Error(`admin screenshots need WordPress's admin stylesheets: ${why}`);
  // Site Health's Info tab runs shell commands (exec), which PHP in WebAssembly cannot spawn: the request then
  // never answers. Without them, WordPress reports those values as unknown, as on a host that disables them.
  const server: Server = await servePhp(wpDir, wpUrl, wpPort, { disable_functions: 'exec,shell_exec,passthru,system,popen,proc_open' });
  return { url: wpUrl, stop: () => new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  }) };
}
