// Helpers for the installers beside this folder (tests/real-store/plugins/README.md): a plugin or theme copied from
// its public repository snapshot (a bare git directory) into the store, options set the way a settings page stores
// them, and PHP run with WordPress loaded. Not an installer itself (run.mjs imports only the *.mjs files of the
// folder above).
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const MARKER = '.wc-islands-snapshot';

/** The commit of `ref` (HEAD unless told, e.g. a release tag) in a snapshot, or undefined when there is none at `gitDir`. */
export function snapshotHead(gitDir, ref = 'HEAD') {
  if (!gitDir || !existsSync(join(gitDir, 'HEAD'))) return undefined;
  return execFileSync('git', ['--git-dir', gitDir, 'rev-parse', `${ref}^{commit}`], { encoding: 'utf8' }).trim();
}

/**
 * Copies `ref` (HEAD unless told) of `gitDir` (and the folders of `built`, files a build made outside the repository, as
 * `{ from, to }` with `to` relative to `dest`) to `dest`, unless that commit is already there: the commit is written
 * beside the copy. `subpath` copies one folder of the repository (a site's repository that holds a theme or plugin
 * under wp-content/) as the root of `dest`. Unpacked beside the target, then swapped in, so a run that stops
 * half-way never leaves half a plugin. Returns true when it copied.
 */
export function copySnapshot({ gitDir, dest, built = [], ref = 'HEAD', subpath = '' }) {
  const head = snapshotHead(gitDir, ref);
  const stamp = subpath ? `${head}:${subpath}` : head;
  if (existsSync(join(dest, MARKER)) && readFileSync(join(dest, MARKER), 'utf8').trim() === stamp) return false;
  const staging = `${dest}.staging`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  execFileSync('sh', ['-c', 'git --git-dir="$1" archive "$3" | tar -x -C "$2"', 'sh', gitDir, staging, stamp]);
  for (const { from, to } of built) cpSync(from, join(staging, to), { recursive: true });
  writeFileSync(join(staging, MARKER), `${stamp}\n`);
  rmSync(dest, { recursive: true, force: true });
  renameSync(staging, dest);
  return true;
}

/**
 * Copies a plugin to wp-content/plugins/`slug` (copySnapshot) and makes sure it is inactive. `required` are paths
 * the plugin loads that a repository without built files would lack; when one is missing the copy is refused,
 * saying which. Returns the one-line outcome run.mjs prints.
 */
export function installFromSnapshot({ gitDir, envName, slug, mainFile, required, wpRoot, root, url }) {
  const head = snapshotHead(gitDir);
  if (!head) return `skipped: no snapshot of ${slug} at ${gitDir} (set ${envName}, or fetch it: tests/real-store/plugins/README.md)`;
  const missing = required.filter((path) => execFileSync('git', ['--git-dir', gitDir, 'ls-tree', '--name-only', 'HEAD', path], { encoding: 'utf8' }).trim() === '');
  if (missing.length) return `skipped: the snapshot of ${slug} (${head.slice(0, 10)}) lacks built files ${missing.join(', ')}`;
  const copied = copySnapshot({ gitDir, dest: join(wpRoot, 'wp-content/plugins', slug) });
  // A run that stopped half-way may have left it on: every spec starts from it off.
  execFileSync('php', [join(root, 'scripts/wordpress/plugin-cli.php'), wpRoot, url, 'deactivate-plugin', `${slug}/${mainFile}`], { encoding: 'utf8' });
  return `${slug} ${copied ? 'installed from' : 'already at'} ${head.slice(0, 10)}, inactive`;
}

/**
 * Copies a classic theme to wp-content/themes/`stylesheet` (not activated). The themes' front-end files are built
 * in their repositories (minified JS and CSS committed), so no build step runs.
 */
export function installThemeFromSnapshot({ wpRoot, stylesheet, gitDir, envName, subpath = '' }) {
  const head = snapshotHead(gitDir);
  if (!head) return `skipped: no snapshot of ${stylesheet} at ${gitDir ?? '(unset)'} (set ${envName} to a bare clone of its repository)`;
  if (!existsSync(join(wpRoot, 'wp-content/themes'))) return `skipped: ${wpRoot} is not a WordPress root`;
  const dest = join(wpRoot, 'wp-content/themes', stylesheet);
  const copied = copySnapshot({ gitDir, dest, subpath });
  const version = /^\s*\*?\s*Version:\s*(\S+)/m.exec(readFileSync(join(dest, 'style.css'), 'utf8'))?.[1] ?? '?';
  return `${stylesheet} ${version} (${head.slice(0, 8)}) ${copied ? 'installed' : 'already installed'} (not active)`;
}

/** Sets options as the plugin's settings form saves them (strings), in the store's MariaDB. */
export function setOptions(storeDir, options) {
  const quote = (value) => `'${String(value).replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
  const rows = Object.entries(options).map(([name, value]) => `(${quote(name)}, ${quote(value)}, 'on')`);
  const query = `INSERT INTO wp_options (option_name, option_value, autoload) VALUES ${rows.join(', ')} ON DUPLICATE KEY UPDATE option_value = VALUES(option_value)`;
  execFileSync('mariadb', ['--socket', join(storeDir, 'run/mariadb.sock'), '-uroot', 'realstore', '-e', query]);
}

/**
 * Runs `code` (PHP, no opening tag) with WordPress loaded for the store at `url`; `args` follow as $argv[1..]
 * after the WordPress root. Returns what it printed.
 */
export function runWithWordPress(wpRoot, url, code, ...args) {
  const boot = `$wcis_url = parse_url( $argv[2] ); $_SERVER['HTTP_HOST'] = $wcis_url['host'] . ( isset( $wcis_url['port'] ) ? ':' . $wcis_url['port'] : '' ); require $argv[1] . '/wp-load.php';`;
  return execFileSync('php', ['-r', `${boot}\n${code}`, wpRoot, url, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
}
