import { readScriptBlock } from '../core/html/readScriptBlock.ts';
import { PLUGIN_SETTINGS_ID } from './pluginSettingsId.ts';

/*
 * The WordPress plugin's settings for the bundle: a `<script type="application/json"
 * id="wc-islands-settings">` data block printed after the footer scripts (plugin/hooks.php). A data
 * block rather than a global: no inline code, so a strict Content Security Policy allows it.
 */

/** The block's JSON, or `{}` when the page has none (a theme's script tag) or it is not JSON. */
export function readPluginSettings(doc: Document = document): Record<string, unknown> {
  const text = readScriptBlock(doc, 'application/json', PLUGIN_SETTINGS_ID);
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object') return value as Record<string, unknown>;
  } catch {
    // Reported below as the one error naming the block.
  }
  console.error(`wc-islands: #${PLUGIN_SETTINGS_ID} is not a JSON object`);
  return {};
}
