import { safeNavigationUrl } from '../url/index.ts';
import { carouselHash } from './carouselHash.ts';

/**
 * The login link of the comment area: the site's login URL whose redirect_to is the current page
 * with `#jp-carousel-{id}`, encoded (browsers never send a hash to the server), so the same image
 * reopens after login (spec s2 'Login page'; contract s1.17).
 */
export function commentLoginUrl(loginUrl: string, pageUrl: string, attachmentId: string): string {
  // A login URL that is not http(s) (`javascript:`) is never drawn as the link: WordPress's default instead.
  const url = new URL(safeNavigationUrl(loginUrl, pageUrl) ?? '/wp-login.php', pageUrl);
  const page = pageUrl.split('#')[0] ?? pageUrl;
  url.searchParams.set('redirect_to', page + carouselHash(attachmentId));
  return url.href;
}
