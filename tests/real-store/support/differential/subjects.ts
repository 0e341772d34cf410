import { existsSync } from 'node:fs';
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

const pluginsDir = join(realStoreDir, 'wp/wp-content/plugins');
const themesDir = join(realStoreDir, 'wp/wp-content/themes');

/** A plugin installed by tests/real-store/plugins/<installer>.mjs, on for the journey. */
const plugin = (name: string, file: string, installer: string): Subject => ({
  name,
  missing: () => (existsSync(join(pluginsDir, file)) ? null : `${file} is not installed (tests/real-store/plugins/${installer}.mjs)`),
  switchOn: () => void wpCli('activate-plugin', file),
  switchOff: () => void wpCli('deactivate-plugin', file),
});

/** A theme installed by tests/real-store/plugins/<installer>.mjs, active for the journey; Storefront comes back after. */
const theme = (name: string, stylesheet: string, installer: string): Subject => ({
  name,
  missing: () => (existsSync(join(themesDir, stylesheet, 'style.css')) ? null : `theme ${stylesheet} is not installed (tests/real-store/plugins/${installer}.mjs)`),
  switchOn: () => void wpCli('theme', stylesheet),
  switchOff: () => void wpCli('theme', 'storefront'),
});

export const SUBJECTS: readonly Subject[] = [
  { name: 'Storefront, no other plugin', missing: () => null, switchOn: () => undefined, switchOff: () => undefined },
  plugin('Facebook for WooCommerce', 'facebook-for-woocommerce/facebook-for-woocommerce.php', 'facebook-for-woocommerce'),
  theme('Kadence', 'kadence', 'theme-kadence'),
];
