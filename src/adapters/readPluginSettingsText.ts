import { PLUGIN_SETTINGS_ID } from './pluginSettingsId.ts';

/**
 * The text of the plugin's settings block, or undefined. Read by type as well as id, and the LAST
 * one: an author can give any element of a post that id (`<code id="wc-islands-settings">{…}</code>`)
 * and getElementById takes the first, so content could switch islands off where the plugin already
 * removed their legacy script, or on beside a kept one. The plugin prints its block after the footer
 * scripts (plugin/hooks.php wcis_print_settings), below any content, and content cannot hold a
 * script element without unfiltered_html.
 */
export function readPluginSettingsText(doc: Document): string | undefined {
  const blocks = doc.querySelectorAll(`script[type="application/json"]#${PLUGIN_SETTINGS_ID}`);
  return blocks[blocks.length - 1]?.textContent ?? undefined;
}
