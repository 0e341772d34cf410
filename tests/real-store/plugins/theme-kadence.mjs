// Kadence 1.5.1 (Kadence WP's free theme; its own repository is not among the public snapshots reachable here, so
// the theme comes from a public site repository that commits it unchanged under wp-content/themes/kadence) for the
// differential harness (tests/real-store/differential.spec.ts). Its scripts and styles are committed built
// (assets/js/*.min.js, assets/css/*.min.css), so it is copied as is. KADENCE_GIT: a bare clone holding it;
// KADENCE_PATH: the theme's folder inside it. Facts: docs/reference/theme-kadence.md.
import { installThemeFromSnapshot } from './support/snapshot.mjs';

export async function install({ wpRoot }) {
  const gitDir = process.env.KADENCE_GIT ?? '/work/.mirror/yeffo-boop+Yeffoprint/repo';
  const subpath = process.env.KADENCE_PATH ?? 'wp-content/themes/kadence';
  return installThemeFromSnapshot({ wpRoot, stylesheet: 'kadence', gitDir, envName: 'KADENCE_GIT', subpath });
}

export const subject = { name: 'Kadence', theme: 'kadence' };
