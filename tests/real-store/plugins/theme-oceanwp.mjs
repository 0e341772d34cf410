// OceanWP (github.com/oceanwp/oceanwp), the free theme, for tests/real-store/themes.spec.ts (issue #28). Its
// front-end scripts and styles are committed minified (assets/js/*.min.js, assets/css/*.min.css; the
// customizer's build too), so it is copied as is. OCEANWP_GIT: a bare clone of the repository.
import { installThemeFromSnapshot } from './support/snapshot.mjs';

export async function install({ wpRoot }) {
  const gitDir = process.env.OCEANWP_GIT ?? '/work/.mirror/oceanwp+oceanwp/repo';
  return installThemeFromSnapshot({ wpRoot, stylesheet: 'oceanwp', gitDir, envName: 'OCEANWP_GIT' });
}

export const subject = { name: 'OceanWP', theme: 'oceanwp' };
