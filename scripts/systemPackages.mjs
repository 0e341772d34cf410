// What the test tiers need from the machine beyond Node, and getting it there without a hand step.
//
// The browser is Debian's Chromium, installed by the test command itself when it runs as root with apt:
// Playwright's own browser download is refused on these machines (only the npm registry and Debian's
// archive are reachable), and the Chromium builds shipped inside npm packages are made for serverless
// images (no fonts, a different sandbox), so pixels and layout would differ from what the tiers were
// proven with. Varnish is optional: without it the cache spec of the WordPress tier skips, saying why.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** The browser every Playwright tier launches (tests/e2e/support/chromium.ts reads the same variable). */
export const CHROMIUM = {
  name: 'Chromium',
  path: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  packages: ['chromium', 'fonts-liberation'],
  neededBy: 'the browser tests and the WordPress tier',
  hint: ', or set CHROMIUM_PATH',
};

/** Each requirement: where it must be, the Debian packages that put it there, which tiers skip without it. */
const SYSTEM_REQUIREMENTS = [
  CHROMIUM,
  {
    name: 'Varnish',
    path: '/usr/sbin/varnishd',
    packages: ['varnish'],
    neededBy: "the WordPress tier's shared-cache spec",
    // The package starts a system varnishd on :6081 where systemd exists; the tier runs its own.
    after: () => {
      if (existsSync('/bin/systemctl')) spawnSync('systemctl', ['disable', '--now', 'varnish', 'varnishncsa'], { stdio: 'ignore' });
    },
  },
];

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = () => existsSync('/usr/bin/apt-get');

function aptInstall(packages) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const quiet = { stdio: ['ignore', 'ignore', 'inherit'], env };
  // A failed update or install shows on stderr; what is still missing afterwards is reported by the caller.
  if (spawnSync('apt-get', ['update', '-qq'], quiet).status !== 0) return;
  spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], quiet);
}

/**
 * Installs what is missing where it may (root with apt-get) and returns, for each requirement still
 * missing, one line saying why it could not be had: the caller skips the tiers that need it.
 */
export function ensureSystemRequirements(log = console.log) {
  const missing = SYSTEM_REQUIREMENTS.filter((requirement) => !existsSync(requirement.path));
  if (missing.length === 0) return [];
  if (!isRoot() || !hasApt() || process.env.WC_ISLANDS_NO_APT === '1') {
    const why = !isRoot() ? 'not root' : !hasApt() ? 'no apt-get' : 'WC_ISLANDS_NO_APT=1';
    return missing.map((requirement) =>
      `${requirement.name} not found at ${requirement.path} and not installed (${why}): ` +
      `apt-get install ${requirement.packages.join(' ')}${requirement.hint ?? ''}; ${requirement.neededBy} skip`);
  }
  const packages = missing.flatMap((requirement) => requirement.packages);
  log(`▶ installing Debian packages the tiers need: ${packages.join(' ')}`);
  aptInstall(packages);
  for (const requirement of missing) requirement.after?.();
  return missing
    .filter((requirement) => !existsSync(requirement.path))
    .map((requirement) => `${requirement.name}: apt-get install ${requirement.packages.join(' ')} failed; ${requirement.neededBy} skip`);
}
