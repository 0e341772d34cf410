import type { SeedPhoto, SeedPost } from '../catalogue/fieldDayPost.ts';
import { CAROUSEL_WIDTHS, LARGE } from './carouselImage.ts';
import { escapeAttr, escapeHtml } from './escape.ts';
import { uploadUrl } from './uploads.ts';
import { paths } from './urls.ts';

/** Every image of the post, each with an attachment page at `/{post}/{file}/` (WordPress's attachment permalink). */
export function postAttachments(post: SeedPost): readonly SeedPhoto[] {
  return [...post.photos, post.single, ...post.kit];
}

/**
 * The attachment page WordPress serves for a linked gallery image (single.php in Storefront, with
 * core's prepend_attachment: the image linked to its original, then the caption and description),
 * and the "Published in" link back to the post. What a shopper lands on with JavaScript off.
 */
export function attachmentPage(siteUrl: string, post: SeedPost, photo: SeedPhoto): string {
  const orig = uploadUrl(siteUrl, photo.file);
  const srcset = CAROUSEL_WIDTHS.map((w) => `${orig}?w=${w} ${w}w`).join(', ');
  const postUrl = siteUrl + paths.post(post.slug);
  return `<article id="post-${photo.attachmentId}" class="post-${photo.attachmentId} attachment type-attachment status-inherit hentry">
	<header class="entry-header">
		<h1 class="entry-title">${escapeHtml(photo.title)}</h1>
	</header><!-- .entry-header -->
	<div class="entry-content">
<p class="attachment"><a href="${escapeAttr(orig)}"><img width="${LARGE.w}" height="${LARGE.h}" src="${escapeAttr(uploadUrl(siteUrl, photo.file, LARGE))}" class="attachment-large size-large" alt="${escapeAttr(photo.title)}" decoding="async" fetchpriority="high" srcset="${escapeAttr(srcset)}" sizes="(max-width: 1024px) 100vw, 1024px" /></a></p>
<p class="wp-caption-text">${escapeHtml(photo.caption)}</p>
<p>${escapeHtml(photo.description)}</p>
	</div><!-- .entry-content -->
	<nav class="navigation post-navigation" aria-label="Posts">
		<h2 class="screen-reader-text">Post navigation</h2>
		<div class="nav-links"><div class="nav-previous"><a href="${escapeAttr(postUrl)}" rel="prev"><span class="meta-nav">Published in</span> ${escapeHtml(post.title)}</a></div></div>
	</nav>
</article><!-- #post-## -->`;
}
