// Astra (github.com/brainstormforce/astra), the free theme, for tests/real-store/themes.spec.ts (issue #28). Its
// front-end scripts and styles are committed minified (assets/js/minified, assets/css/minified; the customizer's
// React controls built under inc/customizer/extend-custom-controls/build), so it is copied as is. ASTRA_GIT: a
// bare clone of the repository.
import { installThemeFromSnapshot } from './support/snapshot.mjs';

export async function install({ wpRoot }) {
  const gitDir = process.env.ASTRA_GIT ?? '/work/.mirror/brainstormforce+astra/repo';
  return installThemeFromSnapshot({ wpRoot, stylesheet: 'astra', gitDir, envName: 'ASTRA_GIT' });
}

export const subject = { name: 'Astra', theme: 'astra' };
