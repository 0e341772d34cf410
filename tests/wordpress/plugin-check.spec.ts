import { expect, test } from '@playwright/test';
import { cpSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { runPhp } from './support/phpWasm.ts';
import { pluginCli, repoRoot, wpDir, wpUrl } from './support/wordpressSite.ts';

// WordPress's own Plugin Check (WordPress/plugin-check) on the plugin as the built zip installed it, with the
// directory's defaults: every check that is not experimental, static checks only (scripts/wordpress/plugin-check.php).
// Plugin Check is not on npm: PLUGIN_CHECK_DIR names an install of it with its Composer dependencies (vendor/), as
// its WordPress.org zip ships it. Result of the last run and the warnings left: docs/contributing.md, "Plugin Check".
const pluginCheckDir = process.env.PLUGIN_CHECK_DIR ?? '';
/** The newest WordPress release, as api.wordpress.org would tell Plugin Check (the test site cannot ask it). */
const LATEST_WORDPRESS = '7.1';
/** Warnings Plugin Check gives that stay, each with why, in docs/contributing.md: any other fails. */
const KNOWN_WARNINGS = [
  // wcis_loader_chunk() silences a missing or broken generated loader-chunk.php; not debug code.
  { file: 'hooks.php', code: 'WordPress.PHP.DevelopmentFunctions.error_log_set_error_handler' },
];

interface Message {
  file: string;
  line: number;
  code: string;
  message: string;
}

test.describe.configure({ mode: 'serial' });
test.skip(!existsSync(join(pluginCheckDir, 'vendor/autoload.php')), 'PLUGIN_CHECK_DIR is not set to a Plugin Check install with its vendor/ (Composer dependencies)');

const installed = join(wpDir, 'wp-content/plugins/plugin-check');
test.afterAll(async () => {
  if (!existsSync(installed)) return;
  await pluginCli('deactivate-plugin', 'plugin-check/plugin.php');
  rmSync(installed, { recursive: true, force: true });
});

test('Plugin Check finds no error in the plugin, and only the warnings documented', async () => {
  test.setTimeout(180_000);
  cpSync(pluginCheckDir, installed, { recursive: true });
  await pluginCli('activate-plugin', 'plugin-check/plugin.php');
  const output = await runPhp('-d', 'disable_functions=shell_exec', join(repoRoot, 'scripts/wordpress/plugin-check.php'), wpDir, wpUrl, 'wc-islands', LATEST_WORDPRESS);
  const { errors, warnings } = JSON.parse(output) as { errors: Message[]; warnings: Message[] };
  expect(errors).toEqual([]);
  const unknown = warnings.filter((warning) => !KNOWN_WARNINGS.some((known) => known.file === warning.file && known.code === warning.code));
  expect(unknown).toEqual([]);
});
