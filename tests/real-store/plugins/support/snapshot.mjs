// Helpers for the installers beside this folder (tests/real-store/plugins/README.md): a plugin copied from its
// public repository snapshot (a bare git directory) into the store, and options set the way its settings page
// stores them. Not an installer itself (run.mjs imports only the *.mjs files of the folder above).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const MARKER = '.wc-islands-snapshot';

/**
 * Copies HEAD of `gitDir` to wp-content/plugins/`slug` unless that commit is already there (idempotent), and makes
 * sure the plugin is inactive. `required` are paths the plugin loads that a repository without built files would
 * lack; when one is missing the copy is refused, saying which. Returns the one-line outcome run.mjs prints.
 */
export function installFromSnapshot({ gitDir, envName, slug, mainFile, required, wpRoot, root, url }) {
  if (!existsSync(join(gitDir, 'HEAD'))) return `skipped: no snapshot of ${slug} at ${gitDir} (set ${envName}, or fetch it: tests/real-store/plugins/README.md)`;
  const head = execFileSync('git', ['--git-dir', gitDir, 'rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
  const missing = required.filter((path) => execFileSync('git', ['--git-dir', gitDir, 'ls-tree', '--name-only', 'HEAD', path], { encoding: 'utf8' }).trim() === '');
  if (missing.length) return `skipped: the snapshot of ${slug} (${head.slice(0, 10)}) lacks built files ${missing.join(', ')}`;
  const dest = join(wpRoot, 'wp-content/plugins', slug);
  const marker = join(dest, MARKER);
  let outcome = `${slug} already at ${head.slice(0, 10)}`;
  if (!existsSync(marker) || readFileSync(marker, 'utf8').trim() !== head) {
    rmSync(dest, { recursive: true, force: true });
    mkdirSync(dest, { recursive: true });
    execFileSync('sh', ['-c', 'git --git-dir="$1" archive HEAD | tar -x -C "$2"', 'sh', gitDir, dest]);
    writeFileSync(marker, `${head}\n`);
    outcome = `${slug} installed from ${head.slice(0, 10)}`;
  }
  // A run that stopped half-way may have left it on: every spec starts from it off.
  execFileSync('php', [join(root, 'scripts/wordpress/plugin-cli.php'), wpRoot, url, 'deactivate-plugin', `${slug}/${mainFile}`], { encoding: 'utf8' });
  return `${outcome}, inactive`;
}

/** Sets options as the plugin's settings form saves them (strings), in the store's MariaDB. */
export function setOptions(storeDir, options) {
  const quote = (value) => `'${String(value).replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
  const rows = Object.entries(options).map(([name, value]) => `(${quote(name)}, ${quote(value)}, 'on')`);
  const query = `INSERT INTO wp_options (option_name, option_value, autoload) VALUES ${rows.join(', ')} ON DUPLICATE KEY UPDATE option_value = VALUES(option_value)`;
  execFileSync('mariadb', ['--socket', join(storeDir, 'run/mariadb.sock'), '-uroot', 'realstore', '-e', query]);
}
