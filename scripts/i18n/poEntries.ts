// The gettext catalogue files of the plugin's text domain `wc-islands`: the .pot written from
// src/core/i18n/catalogue.ts, the translators' .po files read back, and the .mo WordPress loads.
import type { CatalogueEntry } from '../../src/core/i18n/index.ts';

/** One message of a .po file: msgctxt, msgid, msgstr (the header is the entry with msgid ''). */
export interface PoEntry {
  readonly context?: string;
  readonly id: string;
  readonly str: string;
}

/** gettext's key of a message: the context and the msgid joined by EOT, as in a .mo file. */
export const messageKey = (context: string | undefined, id: string): string => (context === undefined ? id : `${context}\u0004${id}`);

/**
 * The translations of the catalogue's keys found in a .po (untranslated and fuzzy-free empty
 * msgstr left out, so the bundle keeps English for them).
 */
export function translationsOf(catalogue: Readonly<Record<string, CatalogueEntry>>, entries: readonly PoEntry[]): Record<string, string> {
  const byKey = new Map(entries.map((entry) => [messageKey(entry.context, entry.id), entry.str]));
  const translations: Record<string, string> = {};
  for (const [key, entry] of Object.entries(catalogue)) {
    const str = byKey.get(messageKey(entry.context, entry.text));
    if (str) translations[key] = str;
  }
  return translations;
}
