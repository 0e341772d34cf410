// The REST client chunk behind window.wcIslands.apiFetch: built once, from the page's settings, the
// first time anything calls it (the loader imports this module lazily).
import { readApiFetchSettings } from '../adapters/readApiFetchSettings.ts';
import { createApiFetch } from '../core/rest/createApiFetch.ts';

export const apiFetch = createApiFetch(readApiFetchSettings());
