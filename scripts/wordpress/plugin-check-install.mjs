// WordPress's Plugin Check (WordPress/plugin-check) with its Composer dependencies, assembled from public
// repository snapshots (bare git dirs, `fetch` puts them under /work/.mirror/<owner>+<name>/repo) into a cache dir
// outside the repository, laid out as its WordPress.org zip ships it: the plugin, and vendor/ with each package of
// its composer.lock at the locked commit, a Composer-style vendor/autoload.php and the PHP_CodeSniffer config that
// registers the coding standards. No Composer runs: Packagist cannot be reached here, and the lock already names
// every package's commit, which is all Composer would read; its two plugins (composer/installers and the PHPCS
// standards installer) act only while Composer installs, and the second one's single effect, installed_paths in
// PHP_CodeSniffer's CodeSniffer.conf, is written here. Idempotent: each copy is keyed by its commit.
//
// `node scripts/wordpress/plugin-check-install.mjs` prints the install's path, or "skipped: <why>" in one line.
// PLUGIN_CHECK_GIT: the plugin-check snapshot (its dependencies' snapshots are looked for beside it).
// PLUGIN_CHECK_REF: the tag or commit of plugin-check to install (default: PLUGIN_CHECK_RELEASE below).
// PLUGIN_CHECK_CACHE: where the installs go (default ~/.cache/wc-islands/plugin-check).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { copySnapshot } from '../../tests/real-store/plugins/support/snapshot.mjs';

export const PLUGIN_CHECK_GIT = process.env.PLUGIN_CHECK_GIT ?? '/work/.mirror/WordPress+plugin-check/repo';
/** The newest Plugin Check release the snapshot holds; PLUGIN_CHECK_REF checks with another commit of it. */
export const PLUGIN_CHECK_RELEASE = process.env.PLUGIN_CHECK_REF ?? '1.2.0';
const CACHE = process.env.PLUGIN_CHECK_CACHE ?? join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'wc-islands/plugin-check');

/**
 * Packages whose locked commit the stored snapshot lacks, with the nearest one it has. phpcs-variable-analysis's
 * snapshot ends at v2.11.18-beta.1 (2024-03-24), one commit of code before 2.11.18; the lock asks for 2.11.19,
 * a bug-fix release of its VariableAnalysis sniff, which only the WordPressVIPMinimum standard loads and the
 * Plugin Check checks run none of.
 */
const NEAREST_COMMIT = { 'sirbrillig/phpcs-variable-analysis': 'v2.11.18-beta.1' };

const git = (gitDir, ...args) => execFileSync('git', ['--git-dir', gitDir, ...args], { encoding: 'utf8', maxBuffer: 64 << 20 });

/** The snapshot of a locked package, from its GitHub source URL: /work/.mirror/<owner>+<name>/repo. */
function snapshotOf(sourceUrl) {
  const [, owner, name] = /github\.com\/([^/]+)\/([^/]+?)(?:\.git)?$/.exec(sourceUrl) ?? [];
  return owner ? join(dirname(dirname(PLUGIN_CHECK_GIT)), `${owner}+${name}`, 'repo') : undefined;
}

/** The commit `ref` names in the snapshot at `gitDir`, or undefined when there is no such snapshot or commit. */
function commitIn(gitDir, ref) {
  if (!gitDir || !ref || !existsSync(join(gitDir, 'HEAD'))) return undefined;
  const found = spawnSync('git', ['--git-dir', gitDir, 'rev-parse', '-q', '--verify', `${ref}^{commit}`], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : undefined;
}

/**
 * What to copy into vendor/: every locked package but Composer plugins, each `{ name, type, autoload, gitDir, ref,
 * subpath }`, or the reasons some cannot be had.
 */
function lockedPackages(pluginCommit) {
  const lock = JSON.parse(git(PLUGIN_CHECK_GIT, 'show', `${pluginCommit}:composer.lock`));
  const packages = [];
  const missing = [];
  for (const locked of lock.packages.filter((entry) => entry.type !== 'composer-plugin')) {
    const { name, type, autoload = {} } = locked;
    if (locked.dist?.type === 'path') {
      packages.push({ name, type, autoload, gitDir: PLUGIN_CHECK_GIT, ref: pluginCommit, subpath: locked.dist.url.replace(/^\.\//, '') });
      continue;
    }
    const gitDir = snapshotOf(locked.source?.url ?? '');
    const ref = commitIn(gitDir, locked.source?.reference) ?? commitIn(gitDir, NEAREST_COMMIT[name]);
    if (ref) packages.push({ name, type, autoload, gitDir, ref });
    else missing.push(`${name} ${locked.version} (${gitDir ?? locked.source?.url})`);
  }
  return { packages, missing, rootAutoload: JSON.parse(git(PLUGIN_CHECK_GIT, 'show', `${pluginCommit}:composer.json`)).autoload };
}

const phpFiles = (path) =>
  statSync(path).isDirectory() ? readdirSync(path, { recursive: true }).filter((file) => file.endsWith('.php')).map((file) => join(path, file)) : [path];

/** Composer's classmap: every class, interface, trait and enum declared in the files under `paths`. */
function classMap(paths) {
  const map = {};
  for (const file of paths.flatMap(phpFiles)) {
    const source = readFileSync(file, 'utf8');
    const namespace = /^\s*namespace\s+([\w\\]+)\s*[;{]/m.exec(source)?.[1];
    for (const [, name] of source.matchAll(/^\s*(?:(?:abstract|final|readonly)\s+)*(?:class|interface|trait|enum)\s+(\w+)/gm)) {
      map[namespace ? `${namespace}\\${name}` : name] = file;
    }
  }
  return map;
}

const phpString = (value) => `'${value.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
const phpArray = (entries) => `array(\n${entries.map(([key, value]) => `\t${phpString(key)} => ${phpString(value)},`).join('\n')}\n)`;

/** vendor/autoload.php: the lock's psr-4, psr-0 and classmap rules, paths relative to vendor/ (the install is copied). */
function writeAutoloader(pluginDir, packages, rootAutoload) {
  const vendor = join(pluginDir, 'vendor');
  const psr4 = [];
  const psr0 = [];
  const classmapPaths = [];
  const rules = [{ base: pluginDir, autoload: rootAutoload }, ...packages.map(({ name, autoload }) => ({ base: join(vendor, name), autoload }))];
  for (const { base, autoload } of rules) {
    for (const [prefix, dir] of Object.entries(autoload['psr-4'] ?? {})) psr4.push([prefix, relative(vendor, join(base, dir))]);
    for (const [prefix, dir] of Object.entries(autoload['psr-0'] ?? {})) psr0.push([prefix, relative(vendor, join(base, dir))]);
    classmapPaths.push(...(autoload.classmap ?? []).map((path) => join(base, path)));
  }
  const classmap = Object.entries(classMap(classmapPaths)).map(([name, file]) => [name, relative(vendor, file)]);
  writeFileSync(
    join(vendor, 'autoload.php'),
    `<?php
// Written by wc-islands' scripts/wordpress/plugin-check-install.mjs from Plugin Check's composer.lock.
spl_autoload_register(
	static function ( $class ) {
		static $classmap = ${phpArray(classmap).replaceAll('\n', '\n\t\t')};
		static $psr4 = ${phpArray(psr4).replaceAll('\n', '\n\t\t')};
		static $psr0 = ${phpArray(psr0).replaceAll('\n', '\n\t\t')};
		$candidates = isset( $classmap[ $class ] ) ? array( $classmap[ $class ] ) : array();
		foreach ( $psr4 as $prefix => $dir ) {
			if ( 0 === strpos( $class, $prefix ) ) {
				$candidates[] = $dir . '/' . str_replace( '\\\\', '/', substr( $class, strlen( $prefix ) ) ) . '.php';
			}
		}
		foreach ( $psr0 as $prefix => $dir ) {
			if ( 0 === strpos( $class, $prefix ) ) {
				$candidates[] = $dir . '/' . str_replace( array( '\\\\', '_' ), '/', $class ) . '.php';
			}
		}
		foreach ( $candidates as $file ) {
			if ( is_file( __DIR__ . '/' . $file ) ) {
				require __DIR__ . '/' . $file;
				return;
			}
		}
	}
);
`,
  );
}

/** PHP_CodeSniffer finds the standards through installed_paths, relative to its own folder when they start with a dot. */
function writeCodeSnifferConf(pluginDir, packages) {
  const phpcs = join(pluginDir, 'vendor/squizlabs/php_codesniffer');
  const standards = packages.filter(({ type }) => type === 'phpcodesniffer-standard').map(({ name }) => relative(phpcs, join(pluginDir, 'vendor', name)));
  writeFileSync(join(phpcs, 'CodeSniffer.conf'), `<?php\n$phpCodeSnifferConfig = array(\n\t'installed_paths' => ${phpString(standards.join(','))},\n);\n`);
}

/**
 * Assembles the install (or finds it already there) and returns `{ dir }`, or `{ skipped }` saying in one line why
 * it cannot be had.
 */
export function installPluginCheck() {
  const pluginCommit = commitIn(PLUGIN_CHECK_GIT, PLUGIN_CHECK_RELEASE);
  if (!pluginCommit) return { skipped: `no snapshot of WordPress/plugin-check ${PLUGIN_CHECK_RELEASE} at ${PLUGIN_CHECK_GIT} (set PLUGIN_CHECK_GIT)` };
  const { packages, missing, rootAutoload } = lockedPackages(pluginCommit);
  if (missing.length) return { skipped: `no snapshot of Plugin Check's dependencies ${missing.join(', ')}` };
  const dir = join(CACHE, `${PLUGIN_CHECK_RELEASE}-${pluginCommit.slice(0, 12)}`, 'plugin-check');
  mkdirSync(dirname(dir), { recursive: true });
  let copied = copySnapshot({ gitDir: PLUGIN_CHECK_GIT, dest: dir, ref: pluginCommit });
  for (const { name, gitDir, ref, subpath } of packages) {
    mkdirSync(dirname(join(dir, 'vendor', name)), { recursive: true });
    copied = copySnapshot({ gitDir, dest: join(dir, 'vendor', name), ref, subpath }) || copied;
  }
  if (copied || !existsSync(join(dir, 'vendor/autoload.php'))) {
    writeCodeSnifferConf(dir, packages);
    writeAutoloader(dir, packages, rootAutoload);
  }
  return { dir };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { dir, skipped } = installPluginCheck();
  console.log(dir ?? `skipped: ${skipped}`);
}
