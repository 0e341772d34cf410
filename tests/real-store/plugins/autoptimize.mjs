// Autoptimize (futtta/autoptimize) on the real store, for autoptimize.spec.ts (issue #32). The repository is the
// plugin as released: plain PHP with its third-party minifiers bundled under classes/external/php, no composer or
// npm step (docs/reference/autoptimize.md). Settings as an owner saves them on Settings > Autoptimize (checkboxes
// store 'on' or ''): JS, CSS and HTML optimized, "Do not aggregate but defer" with inline JS deferred (the plugin's
// defaults since 3.0), and "Also optimize for logged in" plus "Also optimize shop cart/checkout" so every page type
// goes through it. The spec switches to the older "Aggregate JS-files" configuration for its second half.
import { installFromSnapshot, setOptions } from './support/snapshot.mjs';

export const AUTOPTIMIZE_GIT = process.env.AUTOPTIMIZE_GIT ?? '/work/.mirror/futtta+autoptimize/repo';

export async function install({ root, storeDir, wpRoot, url }) {
  const outcome = installFromSnapshot({
    gitDir: AUTOPTIMIZE_GIT,
    envName: 'AUTOPTIMIZE_GIT',
    slug: 'autoptimize',
    mainFile: 'autoptimize.php',
    required: ['classes/autoptimizeScripts.php', 'classes/external/php/jsmin.php', 'classes/external/php/yui-php-cssmin-bundled'],
    wpRoot,
    root,
    url,
  });
  if (outcome.startsWith('skipped')) return outcome;
  setOptions(storeDir, {
    autoptimize_js: 'on',
    autoptimize_js_aggregate: '',
    autoptimize_js_defer_not_aggregate: 'on',
    autoptimize_js_defer_inline: 'on',
    autoptimize_js_include_inline: '',
    autoptimize_js_forcehead: '',
    autoptimize_js_exclude: '',
    autoptimize_css: 'on',
    autoptimize_html: 'on',
    autoptimize_optimize_logged: 'on',
    autoptimize_optimize_checkout: 'on',
  });
  return `${outcome}; JS deferred (not aggregated), CSS and HTML minified, cart/checkout included`;
}

export const subject = { name: 'Autoptimize', plugin: 'autoptimize/autoptimize.php' };
