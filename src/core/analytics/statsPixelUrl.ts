/** What Jetpack's carousel stats pixel names: the site and the image shown. */
export interface StatsPixelRequest {
  /** The pixel's address, `https://pixel.wp.com/g.gif` on a real store. */
  readonly base: string;
  readonly blogId: number | '';
  /** The store's home URL: its host is sent. */
  readonly homeUrl: string;
  readonly attachmentId: string;
  /** Cache buster, Math.random() in Jetpack. */
  readonly random: number;
}

/**
 * Jetpack's carousel pixel (contract s1.17): `g.gif?blog={id}&host={home host}&v=ext&post={id}&rand=…`.
 * The base may carry its own query (a proxy's), which is kept.
 */
export function statsPixelUrl(request: StatsPixelRequest): string {
  const url = new URL(request.base, request.homeUrl);
  const query = url.searchParams;
  query.set('blog', String(request.blogId));
  query.set('host', new URL(request.homeUrl).host);
  query.set('v', 'ext');
  query.set('post', request.attachmentId);
  query.set('rand', String(request.random));
  return url.href;
}
