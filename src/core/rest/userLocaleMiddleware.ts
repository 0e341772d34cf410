import { addQueryArgs } from './addQueryArgs.ts';
import { hasQueryArg } from './hasQueryArg.ts';
import type { ApiFetchMiddleware, ApiFetchOptions } from './types.ts';

function withLocale(target: string): string {
  return hasQueryArg(target, '_locale') ? target : addQueryArgs(target, { _locale: 'user' });
}

/**
 * Adds `_locale=user` to `url` and to `path` unless a `_locale` (any value) is there (spec s7).
 * Deliberate difference: api-fetch rewrites the options in place; a copy keeps the caller's
 * options reusable for the retry after a nonce refresh.
 */
export const userLocaleMiddleware: ApiFetchMiddleware = (options, next) => {
  const localized: ApiFetchOptions = { ...options };
  if (typeof options.url === 'string') localized.url = withLocale(options.url);
  if (typeof options.path === 'string') localized.path = withLocale(options.path);
  return next(localized);
};
