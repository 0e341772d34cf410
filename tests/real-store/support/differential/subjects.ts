import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { realStoreDir, wpCli } from '../realStore.ts';

/** A store configuration the harness runs the journey on: a plugin switched on, or a theme. */
export interface Subject {
  readonly name: string;
  /** Why it cannot run here (not installed), or null. */
  missing(): string | null;
  switchOn(): void;
  switchOff(): void;
}

/**
 * What an installer in tests/real-store/plugins/ exports as `subject` to have the harness run its plugin or theme:
 * `plugin` is the plugin file (folder/main.php), `theme` the stylesheet. Adding a plugin to the sweep is adding
 * its installer; nothing here names one.
 */
export interface SubjectSpec {
  readonly name: string;
  readonly plugin?: string;
  readonly theme?: string;
}

const installersDir = new URL('../../plugins/', import.meta.url).pathname;
const pluginsDir = join(realStoreDir, 'wp/wp-content/plugins');
const themesDir = join(realStoreDir, 'wp/wp-content/themes');

function pluginSubject(name: string, file: string, installer: string): Subject {
  return {
    name,
    missing: () => (existsSync(join(pluginsDir, file)) ? null : `${file} is not installed (tests/real-store/plugins/${installer})`),
    switchOn: () => void wpCli('activate-plugin', file),
    switchOff: () => void wpCli('deactivate-plugin', file),
  };
}

/** A theme active for the journey; Storefront comes back after. */
function themeSubject(name: string, stylesheet: string, installer: string): Subject {
  return {
    name,
    missing: () => (existsSync(join(themesDir, stylesheet, 'style.css')) ? null : `theme ${stylesheet} is not installed (tests/real-store/plugins/${installer})`),
    switchOn: () => void wpCli('theme', stylesheet),
    switchOff: () => void wpCli('theme', 'storefront'),
  };
}

async function installerSubjects(): Promise<Subject[]> {
  const subjects: Subject[] = [];
  for (const file of readdirSync(installersDir).filter((name) => name.endsWith('.mjs')).sort()) {
    const { subject } = (await import(join(installersDir, file))) as { subject?: SubjectSpec };
    if (subject?.plugin) subjects.push(pluginSubject(subject.name, subject.plugin, file));
    else if (subject?.theme) subjects.push(themeSubject(subject.name, subject.theme, file));
  }
  return subjects;
}

export const SUBJECTS: readonly Subject[] = [
  { name: 'Storefront, no other plugin', missing: () => null, switchOn: () => undefined, switchOff: () => undefined },
  ...(await installerSubjects()),
];
