import { readQueryPairs, splitUrl, writeQueryPairs } from './queryPairs.ts';

/**
 * Sets query arguments the way @wordpress/url's addQueryArgs does (api-fetch-behaviours.md s6): an
 * existing key keeps its place with the new value, new keys go last, the whole query is re-encoded
 * (so `rest_route=/wp/v2/posts` becomes `rest_route=%2Fwp%2Fv2%2Fposts`) and the fragment stays last.
 * Deliberate difference: repeated keys (`a[]=1&a[]=2`) are kept as they are instead of renumbered.
 */
export function addQueryArgs(url: string, args: Readonly<Record<string, string | number>>): string {
  const entries = Object.entries(args);
  if (entries.length === 0) return url;
  const { base, query, hash } = splitUrl(url);
  const pairs = readQueryPairs(query);
  for (const [key, value] of entries) {
    const existing = pairs.find(([name]) => name === key);
    if (existing) existing[1] = String(value);
    else pairs.push([key, String(value)]);
  }
  return `${base}?${writeQueryPairs(pairs)}${hash}`;
}
