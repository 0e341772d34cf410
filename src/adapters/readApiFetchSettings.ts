import * as z from 'zod/mini';
import type { ApiFetchConfig } from '../core/rest/index.ts';
import { httpUrl } from './platformValues.ts';
import { readGlobal } from './readGlobal.ts';
import { PLUGIN_SETTINGS_ID } from './pluginSettingsId.ts';
import { readPluginSettings } from './readPluginSettings.ts';

/**
 * `wpApiSettings`, as WordPress localizes it for the `wp-api-request` script: `root` is
 * get_rest_url() and `nonce` is wp_create_nonce('wp_rest'). Real pages also pass both to api-fetch
 * in an inline script, but that body is code (emptied in our captures), so this global is the
 * readable copy. Unknown keys (`versionString`) are ignored.
 */
const wpApiSettings = () => z.object({ root: absoluteUrl(), nonce: z.optional(z.string()) });

/** The plugin's `rest` settings (plugin/helper.php wcis_bundle_settings): nonce only for a logged-in user. */
const pluginRest = () => z.object({ root: absoluteUrl(), nonce: z.optional(z.string()), nonceEndpoint: z.optional(absoluteUrl()) });

const absoluteUrl = () => httpUrl('must be an absolute http(s) URL');

/**
 * What WordPress's own `wp-api-fetch` inline script leaves readable when it is on the page:
 * `wp.apiFetch.nonceMiddleware.nonce` (createNonceMiddleware keeps the current nonce there) and
 * `wp.apiFetch.nonceEndpoint`. Its root lives in a closure, so it is not read.
 */
interface PrintedApiFetch {
  readonly nonceMiddleware?: { readonly nonce?: unknown };
  readonly nonceEndpoint?: unknown;
}

export interface ApiFetchSettingsSource {
  readonly location: { readonly origin: string };
  readonly wpApiSettings?: unknown;
  readonly wp?: { readonly apiFetch?: PrintedApiFetch };
  /** The plugin's settings block; default read from the document. */
  readonly pluginSettings?: Record<string, unknown>;
}

/** A path root must end in `/` (paths are appended); a `?rest_route=` root is taken as printed. */
function normalizeRoot(root: string): string {
  return root.includes('?') || root.endsWith('/') ? root : `${root}/`;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

/**
 * The REST client's config from the page (spec s7), first found wins: root from `wpApiSettings`,
 * the plugin's settings, else `{origin}/wp-json/`; nonce from the plugin (printed for a logged-in
 * user), `wpApiSettings` or WordPress's printed api-fetch; nonce endpoint from the plugin or the
 * printed api-fetch. A malformed `wpApiSettings` or plugin block throws IslandConfigError.
 */
export function readApiFetchSettings(source: ApiFetchSettingsSource = window): ApiFetchConfig {
  const pluginSettings = source.pluginSettings ?? (typeof document === 'undefined' ? {} : readPluginSettings(document));
  const wp = source.wpApiSettings == null ? undefined : readGlobal('wpApiSettings', wpApiSettings(), source);
  const blockName = `#${PLUGIN_SETTINGS_ID}`;
  const plugin = pluginSettings['rest'] === undefined ? undefined : readGlobal(blockName, z.object({ rest: pluginRest() }), { [blockName]: pluginSettings }).rest;
  const printed = source.wp?.apiFetch;
  const rootURL = normalizeRoot(wp?.root ?? plugin?.root ?? `${source.location.origin}/wp-json/`);
  const nonce = text(plugin?.nonce) ?? text(wp?.nonce) ?? text(printed?.nonceMiddleware?.nonce);
  const nonceEndpoint = text(plugin?.nonceEndpoint) ?? text(printed?.nonceEndpoint);
  return { rootURL, ...(nonce ? { nonce } : {}), ...(nonceEndpoint ? { nonceEndpoint } : {}) };
}
