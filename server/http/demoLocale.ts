import { readFileSync } from 'node:fs';
import { CATALOGUE } from '../../src/core/i18n/index.ts';
import { parsePo } from '../../scripts/i18n/parsePo.ts';
import { translationsOf } from '../../scripts/i18n/poEntries.ts';
import type { ShopperState } from './ShopperState.ts';

/**
 * The demo store in another language, as a WordPress site whose locale is set: the plugin's
 * translations of the bundle's own strings (plugin/languages/wc-islands-{locale}.po, the file the
 * plugin's .mo is compiled from) printed in the settings block, and the page's `lang`/`dir`.
 * WooCommerce's own texts (the server's HTML and its globals) stay English: the demo translates
 * only what the bundle would otherwise write in English.
 *
 * The switch: `WC_ISLANDS_LOCALE=es_ES` (or `ar`, right to left) for every visitor, or this cookie for one browser (tests).
 */
export const LOCALE_SWITCH_COOKIE = 'wcis_demo_locale';

export interface DemoLocale {
  /** WordPress's locale, the .po file's suffix. */
  readonly locale: string;
  /** `<html lang>`, as WordPress's language_attributes() prints it. */
  readonly lang: string;
  readonly dir: 'ltr' | 'rtl';
  /** Catalogue key => translation. */
  readonly strings: Readonly<Record<string, string>>;
}

const LOCALES: Readonly<Record<string, Pick<DemoLocale, 'lang' | 'dir'>>> = {
  es_ES: { lang: 'es-ES', dir: 'ltr' },
  ar: { lang: 'ar', dir: 'rtl' },
};

const loaded = new Map<string, DemoLocale>();

function load(locale: string): DemoLocale {
  let demo = loaded.get(locale);
  if (!demo) {
    const po = readFileSync(new URL(`../../plugin/languages/wc-islands-${locale}.po`, import.meta.url), 'utf8');
    demo = { locale, ...LOCALES[locale]!, strings: translationsOf(CATALOGUE, parsePo(po)) };
    loaded.set(locale, demo);
  }
  return demo;
}

/** This request's language, or null for the demo's English. */
export function demoLocale(state: ShopperState, env = process.env['WC_ISLANDS_LOCALE']): DemoLocale | null {
  const chosen = state.cookies[LOCALE_SWITCH_COOKIE] ?? env;
  return chosen !== undefined && Object.hasOwn(LOCALES, chosen) ? load(chosen) : null;
}

/** The plugin's settings block (plugin/hooks.php wcis_print_settings) with the translated strings. */
export function localeSettingsBlock(locale: DemoLocale): string {
  // As wp_json_encode with JSON_HEX_TAG | JSON_HEX_AMP: no `</script>` can close the block early.
  const json = JSON.stringify({ strings: locale.strings }).replace(/</g, '\\u003C').replace(/>/g, '\\u003E').replace(/&/g, '\\u0026');
  return `<script type="application/json" id="wc-islands-settings">${json}</script>\n`;
}
