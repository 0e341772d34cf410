import { readQueryPairs, splitUrl } from './queryPairs.ts';

/** True when the key is in the query at all, even empty (`?_locale=` counts, as in @wordpress/url). */
export function hasQueryArg(url: string, key: string): boolean {
  return readQueryPairs(splitUrl(url).query).some(([name]) => name === key);
}
