import { readScriptBlock } from '../core/html/readScriptBlock.ts';
import { PLUGIN_SETTINGS_ID } from './pluginSettingsId.ts';

/**
 * Islands the plugin switched off on this page (settings page, or a legacy script that stays and
 * does their job): the loader does not mount them, so their markup is left to that script. Kept
 * apart from readPluginSettings and terse: it runs in the loader, under its 6 KB budget.
 */
export function readDisabledIslands(doc: Document = document): readonly unknown[] {
  const text = readScriptBlock(doc, 'application/json', PLUGIN_SETTINGS_ID);
  try {
    const disabled: unknown = text ? ((JSON.parse(text) as { disabled?: unknown }).disabled ?? []) : [];
    if (Array.isArray(disabled)) return disabled;
  } catch {
    // Reported below, once, naming the block.
  }
  console.error(`wc-islands: #${PLUGIN_SETTINGS_ID}.disabled is not a list of island names`);
  return [];
}
