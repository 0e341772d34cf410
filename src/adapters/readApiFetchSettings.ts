import * as z from 'zod/mini';
import type { ApiFetchConfig } from '../core/rest/index.ts';
import { readGlobal } from './readGlobal.ts';

/**
 * `wpApiSettings`, as WordPress localizes it for the `wp-api-request` script: `root` is
 * get_rest_url() and `nonce` is wp_create_nonce('wp_rest'). Real pages also pass both to api-fetch
 * in an inline script, but that body is code (emptied in our captures), so this global is the
 * readable copy. Unknown keys (`versionString`) are ignored.
 */
const wpApiSettings = z.object({
  root: z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' }),
  nonce: z.optional(z.string()),
});

export interface ApiFetchSettingsSource {
  readonly location: { readonly origin: string };
  readonly wpApiSettings?: unknown;
}

/** A path root must end in `/` (paths are appended); a `?rest_route=` root is taken as printed. */
function normalizeRoot(root: string): string {
  return root.includes('?') || root.endsWith('/') ? root : `${root}/`;
}

/**
 * The REST client's config from the page (spec s7): `wpApiSettings` when printed, else the
 * default root `{origin}/wp-json/` and no nonce. A malformed `wpApiSettings` throws IslandConfigError.
 */
export function readApiFetchSettings(source: ApiFetchSettingsSource = window): ApiFetchConfig {
  if (source.wpApiSettings === undefined || source.wpApiSettings === null) {
    return { rootURL: `${source.location.origin}/wp-json/` };
  }
  const settings = readGlobal('wpApiSettings', wpApiSettings, source);
  const rootURL = normalizeRoot(settings.root);
  return settings.nonce ? { rootURL, nonce: settings.nonce } : { rootURL };
}
