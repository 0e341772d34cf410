import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runPhp } from './phpWasm.ts';

/** Repo root and the test site's fixed facts, shared by the set-up and the specs. */
export const repoRoot = new URL('../../../', import.meta.url).pathname;
export const wpPort = Number(process.env.WP_TEST_PORT ?? 8419);
export const wpUrl = `http://127.0.0.1:${wpPort}`;
export const wpDir = process.env.WP_TEST_DIR ?? join(repoRoot, '.wp-test');
export const pluginZip = join(repoRoot, 'dist-plugin/wc-islands.zip');

const builds = join(repoRoot, 'node_modules/@wp-playground/wordpress-builds/src');
/** Runs the plugin tool (install ZIP | activate | deactivate | delete | status) against the test site. */
export function pluginCli(command: string, ...args: string[]): Promise<string> {
  return runPhp(join(repoRoot, 'scripts/wordpress/plugin-cli.php'), wpDir, wpUrl, command, ...args);
}

function wpConfig(): string {
  const salt = (name: string): string => `define( '${name}', 'wc-islands-tests-${name}' );`;
  return `<?php
${['AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT'].map(salt).join('\n')}
define( 'DB_NAME', 'wordpress' );
define( 'DB_USER', '' );
define( 'DB_PASSWORD', '' );
define( 'DB_HOST', '' );
define( 'DB_CHARSET', 'utf8' );
define( 'DB_COLLATE', '' );
define( 'DB_DIR', __DIR__ . '/wp-content/database/' );
define( 'DB_FILE', '.ht.sqlite' );
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_LOG', __DIR__ . '/debug.log' );
define( 'WP_DEBUG_DISPLAY', false );
define( 'DISABLE_WP_CRON', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'CONCATENATE_SCRIPTS', false );
$table_prefix = 'wp_';
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
`;
}

/**
 * A fresh WordPress 6.5 (the Playground build from npm, SQLite through the SQLite Database
 * Integration drop-in) with the test mu-plugin and theme, and the plugin installed from the built zip
 * through Plugin_Upgrader and activated; every PHP step runs in PHP-in-WebAssembly (phpWasm.ts).
 */
export async function buildSite(): Promise<void> {
  if (!existsSync(pluginZip)) throw new Error('dist-plugin/wc-islands.zip is missing: run `npm run build` first');
  rmSync(wpDir, { recursive: true, force: true });
  mkdirSync(wpDir, { recursive: true });
  await runPhp(join(repoRoot, 'scripts/wordpress/unzip.php'), join(builds, 'wordpress/wp-6.5.zip'), wpDir);
  rmSync(join(wpDir, 'wp-content/database/.ht.sqlite'), { force: true });
  const sqliteTmp = join(wpDir, 'sqlite-tmp');
  await runPhp(join(repoRoot, 'scripts/wordpress/unzip.php'), join(builds, 'sqlite-database-integration/sqlite-database-integration.zip'), sqliteTmp);
  const sqlitePlugin = join(wpDir, 'wp-content/plugins/sqlite-database-integration');
  renameSync(join(sqliteTmp, readdirSync(sqliteTmp)[0]!), sqlitePlugin);
  rmSync(sqliteTmp, { recursive: true });
  const dropIn = readFileSync(join(sqlitePlugin, 'db.copy'), 'utf8')
    .replaceAll('{SQLITE_IMPLEMENTATION_FOLDER_PATH}', sqlitePlugin)
    .replaceAll('{SQLITE_PLUGIN}', 'sqlite-database-integration/load.php');
  writeFileSync(join(wpDir, 'wp-content/db.php'), dropIn);
  writeFileSync(join(wpDir, 'wp-config.php'), wpConfig());
  cpSync(join(repoRoot, 'tests/wordpress/site/mu-plugins'), join(wpDir, 'wp-content/mu-plugins'), { recursive: true });
  cpSync(join(repoRoot, 'tests/wordpress/site/themes'), join(wpDir, 'wp-content/themes'), { recursive: true });
  const fixtures = join(wpDir, 'wp-content/wcis-fixtures');
  cpSync(join(repoRoot, 'tests/wordpress/site/fixtures'), fixtures, { recursive: true });
  cpSync(join(repoRoot, 'fixtures/wordpress/pages.json'), join(fixtures, 'pages.json'));
  for (const name of readdirSync(join(repoRoot, 'fixtures/real-wc')).filter((file) => file.endsWith('.html'))) {
    cpSync(join(repoRoot, 'fixtures/real-wc', name), join(fixtures, name));
  }
  process.stdout.write(await runPhp(join(repoRoot, 'scripts/wordpress/install-site.php'), wpDir, wpUrl, 'wcis-test'));
  process.stdout.write(await pluginCli('install', pluginZip));
  process.stdout.write(await pluginCli('activate'));
}
