/**
 * The WordPress plugin's settings for the bundle: a `<script type="application/json"
 * id="wc-islands-settings">` data block printed after the footer scripts (plugin/hooks.php). A data
 * block rather than a global: no inline code, so a strict Content Security Policy allows it.
 */
export const PLUGIN_SETTINGS_ID = 'wc-islands-settings';

/** The block's JSON, or `{}` when the page has none (a theme's script tag) or it is not JSON. */
export function readPluginSettings(doc: Document = document): Record<string, unknown> {
  const text = doc.getElementById(PLUGIN_SETTINGS_ID)?.textContent;
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

/**
 * Islands the plugin switched off on this page (settings page, or a legacy script that stays and
 * does their job): the loader does not mount them, so their markup is left to that script. Kept
 * apart from readPluginSettings and terse: it runs in the loader, under its 6 KB budget.
 */
export function readDisabledIslands(doc: Document = document): readonly unknown[] {
  const text = doc.getElementById(PLUGIN_SETTINGS_ID)?.textContent;
  try {
    const disabled: unknown = text ? ((JSON.parse(text) as { disabled?: unknown }).disabled ?? []) : [];
    if (Array.isArray(disabled)) return disabled;
  } catch {
    // Reported below, once, naming the block.
  }
  console.error(`wc-islands: #${PLUGIN_SETTINGS_ID}.disabled is not a list of island names`);
  return [];
}
