// Copies a classic theme from its public repository snapshot into the store's themes folder (not activated),
// for tests/real-store/plugins/theme-*.mjs. The theme's front-end files are built in its repository (minified JS
// and CSS committed), so no build step runs. Idempotent: the commit copied is written beside the theme, and a
// second run with the same commit does nothing.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * @param {{ wpRoot: string, stylesheet: string, gitDir: string | undefined, envName: string }} options
 * @returns {string} what was installed, or `skipped: <why>`
 */
export function installThemeFromSnapshot({ wpRoot, stylesheet, gitDir, envName }) {
  if (!gitDir || !existsSync(join(gitDir, 'HEAD'))) return `skipped: no snapshot of ${stylesheet} at ${gitDir ?? '(unset)'} (set ${envName} to a bare clone of its repository)`;
  if (!existsSync(join(wpRoot, 'wp-content/themes'))) return `skipped: ${wpRoot} is not a WordPress root`;
  const commit = execFileSync('git', ['--git-dir', gitDir, 'rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
  const dest = join(wpRoot, 'wp-content/themes', stylesheet);
  const marker = join(dest, '.wc-islands-snapshot');
  if (existsSync(marker) && readFileSync(marker, 'utf8').trim() === commit) return `${stylesheet} ${commit.slice(0, 8)} already installed (not active)`;
  // Unpacked beside the target, then swapped in: a run that stops half-way never leaves half a theme.
  const staging = `${dest}.staging`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  const archive = execFileSync('git', ['--git-dir', gitDir, 'archive', '--format=tar', commit], { maxBuffer: 1 << 30 });
  execFileSync('tar', ['-x', '-C', staging], { input: archive });
  writeFileSync(join(staging, '.wc-islands-snapshot'), `${commit}\n`);
  rmSync(dest, { recursive: true, force: true });
  renameSync(staging, dest);
  const version = /^\s*\*?\s*Version:\s*(\S+)/m.exec(readFileSync(join(dest, 'style.css'), 'utf8'))?.[1] ?? '?';
  return `${stylesheet} ${version} (${commit.slice(0, 8)}) installed (not active)`;
}
