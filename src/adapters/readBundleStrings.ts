import { translateCatalogue, type BundleStrings } from '../core/i18n/index.ts';
import { readPluginSettings } from './readPluginSettings.ts';

const read = new WeakMap<Document, BundleStrings>();

/**
 * The bundle's own strings in the store's language: the plugin translates them in PHP (text domain
 * `wc-islands`) and prints them as `strings` in its settings block, so lazy chunks need no script
 * translation files. Read once per document; English where the block has none.
 */
export function readBundleStrings(doc: Document = document): BundleStrings {
  let strings = read.get(doc);
  if (!strings) {
    strings = translateCatalogue(readPluginSettings(doc)['strings']);
    read.set(doc, strings);
  }
  return strings;
}
