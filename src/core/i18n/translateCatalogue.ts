import { CATALOGUE, type BundleStringKey, type BundleStrings } from './catalogue.ts';

/**
 * The catalogue in the page's language: each key's translation from the plugin's data (key =>
 * text), or its English where the data has none, an empty string or not a string (a store with no
 * translation prints none).
 */
export function translateCatalogue(translations: unknown): BundleStrings {
  const given = typeof translations === 'object' && translations !== null ? (translations as Record<string, unknown>) : {};
  const strings: Partial<Record<BundleStringKey, string>> = {};
  for (const key of Object.keys(CATALOGUE) as BundleStringKey[]) {
    const value = Object.hasOwn(given, key) ? given[key] : undefined;
    strings[key] = typeof value === 'string' && value !== '' ? value : CATALOGUE[key].text;
  }
  return strings as BundleStrings;
}
