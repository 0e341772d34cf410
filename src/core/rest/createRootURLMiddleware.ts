import { withNamespacePath } from './namespaceEndpointMiddleware.ts';
import type { ApiFetchMiddleware } from './types.ts';

/**
 * Builds `url` from the REST root and `path` (spec s7, api-fetch-behaviours.md s3.2). With a
 * plain-permalink root (`…/index.php?rest_route=/`) the path's own `?` becomes `&`, so
 * `/wp/v2/posts?per_page=5` gives `…?rest_route=/wp/v2/posts&per_page=5`. `path` itself is kept.
 */
export function createRootURLMiddleware(rootURL: string): ApiFetchMiddleware {
  const rootHasQuery = rootURL.includes('?');
  return (options, next) => {
    const withPath = withNamespacePath(options);
    const { path } = withPath;
    if (typeof path !== 'string') return next(withPath);
    const relative = path.replace(/^\//, '');
    return next({ ...withPath, url: rootURL + (rootHasQuery ? relative.replace('?', '&') : relative) });
  };
}
