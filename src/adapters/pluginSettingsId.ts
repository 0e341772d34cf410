/**
 * The id of the WordPress plugin's settings block, `<script type="application/json"
 * id="wc-islands-settings">` (plugin/hooks.php wcis_print_settings). Its own module so the loader and
 * the REST chunk share the name and nothing else.
 */
export const PLUGIN_SETTINGS_ID = 'wc-islands-settings';
