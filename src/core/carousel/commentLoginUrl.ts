import { carouselHash } from './carouselHash.ts';

/**
 * The login link of the comment area: the site's login URL whose redirect_to is the current page
 * with `#jp-carousel-{id}`, encoded (browsers never send a hash to the server), so the same image
 * reopens after login (spec s2 'Login page'; contract s1.17).
 */
export function commentLoginUrl(loginUrl: string, pageUrl: string, attachmentId: string): string {
  const url = new URL(loginUrl || '/wp-login.php', pageUrl);
  const page = pageUrl.split('#')[0] ?? pageUrl;
  url.searchParams.set('redirect_to', page + carouselHash(attachmentId));
  return url.href;
}
