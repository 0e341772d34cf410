import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

/** The test mu-plugin that switches plugin / legacy / plain per request (by the bench's cookie). */
export const BENCH_MU_PLUGIN = 'wc-islands-test-bench-mode.php';

/** Whether anything answers at the store's login page (as scripts/real-store/run.mjs checks). */
export async function storeAnswers(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/wp-login.php`, { signal: AbortSignal.timeout(5000) })).ok;
  } catch {
    return false;
  }
}

/** scripts/wordpress/plugin-cli.php on the store (WordPress's own code paths). */
export function pluginCli(root: string, storeDir: string, url: string, ...args: string[]): string {
  return execFileSync('php', [join(root, 'scripts/wordpress/plugin-cli.php'), join(storeDir, 'wp'), url, ...args], { encoding: 'utf8' }).trim();
}

/**
 * What the bench needs on the store, as scripts/real-store/run.mjs installs it: our plugin zip through WordPress's
 * upload code path, activated (the mu-plugin turns it off per request for legacy and plain), and the bench mu-plugin.
 */
export function installOnStore(root: string, storeDir: string, url: string, skipBuild: boolean): void {
  if (!existsSync(join(storeDir, 'wp/wp-load.php'))) throw new Error(`${storeDir}/wp is not a WordPress root (set REALSTORE_DIR)`);
  if (!skipBuild) {
    console.log('▶ building the bundle and the plugin zip (npm run build)');
    if ((spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' }).status ?? 1) !== 0) throw new Error('npm run build failed');
  }
  const muPlugins = join(storeDir, 'wp/wp-content/mu-plugins');
  mkdirSync(muPlugins, { recursive: true });
  copyFileSync(join(root, 'tests/real-store/mu-plugins', BENCH_MU_PLUGIN), join(muPlugins, BENCH_MU_PLUGIN));
  console.log(pluginCli(root, storeDir, url, 'install', join(root, 'dist-plugin/wc-islands.zip')));
  console.log(pluginCli(root, storeDir, url, 'activate'));
}
