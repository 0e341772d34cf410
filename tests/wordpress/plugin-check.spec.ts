import { expect, test } from '@playwright/test';
import { cpSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { runPhp } from './support/phpWasm.ts';
import { pluginCli, repoRoot, wpDir, wpUrl } from './support/wordpressSite.ts';

// WordPress's own Plugin Check (WordPress/plugin-check) on the plugin as the built zip installed it, with the
// directory's defaults: every check that is not experimental, static checks only (scripts/wordpress/plugin-check.php).
// Plugin Check is not on npm: PLUGIN_CHECK_DIR names an install of it with its Composer dependencies (vendor/), as
// its WordPress.org zip ships it; `npm test` assembles one from the repository snapshots and sets it
// (scripts/wordpress/plugin-check-install.mjs; by hand: PLUGIN_CHECK_DIR=$(node scripts/wordpress/plugin-check-install.mjs)).
// Result of the last run and the warnings left: docs/contributing.md, "Plugin Check".
const pluginCheckDir = process.env.PLUGIN_CHECK_DIR ?? '';
/** The newest WordPress release, as api.wordpress.org would tell Plugin Check (the test site cannot ask it). */
const LATEST_WORDPRESS = '7.1';
/** The warnings Plugin Check gives that stay, each with why, in docs/contributing.md ("Plugin Check"): any other fails. */
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
test.skip(!existsSync(join(pluginCheckDir, 'vendor/autoload.php')), 'PLUGIN_CHECK_DIR names no Plugin Check install with its vendor/ (scripts/wordpress/plugin-check-install.mjs makes one from the repository snapshots)');

const installed = join(wpDir, 'wp-content/plugins/plugin-check');
test.beforeAll(async () => {
  cpSync(pluginCheckDir, installed, { recursive: true });
  await pluginCli('activate-plugin', 'plugin-check/plugin.php');
});
test.afterAll(async () => {
  if (!existsSync(installed)) return;
  await pluginCli('deactivate-plugin', 'plugin-check/plugin.php');
  rmSync(installed, { recursive: true, force: true });
});

async function pluginCheck(slug: string): Promise<{ errors: Message[]; warnings: Message[] }> {
  const output = await runPhp('-d', 'disable_functions=shell_exec', join(repoRoot, 'scripts/wordpress/plugin-check.php'), wpDir, wpUrl, slug, LATEST_WORDPRESS);
  return JSON.parse(output) as { errors: Message[]; warnings: Message[] };
}

const codes = (messages: Message[]): string[] => [...new Set(messages.map(({ code }) => code))].sort();

// A broken install (a coding standard PHP_CodeSniffer cannot find) makes Plugin Check's sniffs report nothing at all:
// Hello Dolly, which WordPress ships, echoes translated strings unescaped and without a text domain.
test('Plugin Check runs its coding-standard sniffs: it finds Hello Dolly\'s unescaped output', async () => {
  const { errors } = await pluginCheck('hello.php');
  expect(codes(errors)).toEqual(expect.arrayContaining(['WordPress.Security.EscapeOutput.OutputNotEscaped', 'WordPress.WP.I18n.MissingArgDomain']));
});

test('Plugin Check finds no error in the plugin, and exactly the warnings documented', async () => {
  const { errors, warnings } = await pluginCheck('wc-islands');
  expect(errors).toEqual([]);
  expect(warnings.map(({ file, code }) => ({ file, code }))).toEqual(KNOWN_WARNINGS);
});
