import type { SeedPost } from '../catalogue/fieldDayPost.ts';
import { carouselImage } from './carouselImage.ts';
import { escapeAttr, escapeHtml } from './escape.ts';
import { localizeScript } from './globals.ts';
import { paths } from './urls.ts';

function galleryBlock(siteUrl: string, post: SeedPost, photos: SeedPost['photos'], n: number): string {
  const postUrl = siteUrl + paths.post(post.slug);
  // Jetpack adds data-carousel-extra to the gallery's first element, single-quoted JSON (contract s1.3).
  const extra = escapeAttr(JSON.stringify({ blog_id: 1, permalink: postUrl }));
  const figures = photos.map((photo, i) => `<figure class="wp-block-image size-large">${carouselImage(siteUrl, postUrl, photo, { lazy: i >= 4 })}<figcaption class="wp-element-caption">${escapeHtml(photo.title)}</figcaption></figure>`);
  return `<figure data-carousel-extra='${extra}'  class="wp-block-gallery has-nested-images columns-${Math.min(4, photos.length)} is-cropped wp-block-gallery-${n} is-layout-flex wp-block-gallery-is-layout-flex">\n${figures.join('\n\n')}\n</figure>`;
}

function singleImage(siteUrl: string, post: SeedPost): string {
  const postUrl = siteUrl + paths.post(post.slug);
  const photo = post.single;
  // Linked to its attachment page, which is what makes Jetpack treat it as a one-image gallery (s1.5).
  return `<figure class="wp-block-image size-large"><a href="${escapeAttr(`${postUrl}${photo.file}/`)}">${carouselImage(siteUrl, postUrl, photo, { lazy: true })}</a><figcaption class="wp-element-caption">${escapeHtml(photo.caption)}</figcaption></figure>`;
}

/** single.php content for the field-day post. */
export function blogPost(siteUrl: string, post: SeedPost): string {
  const published = new Date(post.date).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'America/Chicago' });
  return `<article id="post-${post.id}" class="post-${post.id} post type-post status-publish format-standard hentry category-field-reports tag-demo-day tag-soybeans tag-spraying">
	<header class="entry-header">
		<span class="posted-on">Posted on <a href="${escapeAttr(siteUrl + paths.post(post.slug))}" rel="bookmark"><time class="entry-date published" datetime="${post.date}">${published}</time></a></span> <span class="post-author">by admin</span><h1 class="entry-title">${escapeHtml(post.title)}</h1>
	</header><!-- .entry-header -->
	<div class="entry-content">
<p class="wp-block-paragraph">Last Tuesday we took two <a href="${escapeAttr(siteUrl + paths.product('agriwing-as-30-agricultural-spraying-drone'))}">AgriWing AS-30</a> spraying drones to a 40-hectare soybean field near Ames for a customer demo. Here is how the day went.</p>

${galleryBlock(siteUrl, post, post.photos, 1)}

<p class="wp-block-paragraph">Total flight time was just under three hours with four batteries in rotation. If you are planning your own fleet, have a look at our <a href="${escapeAttr(siteUrl + paths.category('spare-parts'))}">spare parts</a> — frame arms and props are the items operators replace most often.</p>

${singleImage(siteUrl, post)}

<p class="wp-block-paragraph">What we packed for the day:</p>

${galleryBlock(siteUrl, post, post.kit, 2)}
	</div><!-- .entry-content -->
</article><!-- #post-## -->`;
}

/** jetpack-carousel-js-extra, as localized by Jetpack 16 (values captured in gallery-post.html). */
export function jetpackCarouselGlobals(siteUrl: string, postUrl: string, nonce: string, loggedIn: boolean): string {
  return localizeScript('jetpack-carousel', [
    ['jetpackSwiperLibraryPath', { url: `${siteUrl}/wp-content/plugins/jetpack/_inc/blocks/swiper.js` }],
    ['jetpackCarouselStrings', {
      widths: [370, 700, 1000, 1200, 1400, 2000], is_logged_in: loggedIn ? '1' : '', lang: 'en',
      ajaxurl: `${siteUrl}/wp-admin/admin-ajax.php`, nonce, display_exif: '1', display_comments: '1',
      single_image_gallery: '1', single_image_gallery_media_file: '', background_color: 'black', comment: 'Comment',
      post_comment: 'Post Comment', write_comment: 'Write a Comment...', loading_comments: 'Loading Comments...',
      image_label: 'Open image in full-screen.',
      download_original: 'View full size <span class="photo-size">{0}<span class="photo-size-times">×</span>{1}</span>',
      no_comment_text: 'Please be sure to submit some text with your comment.',
      no_comment_email: 'Please provide an email address to comment.',
      no_comment_author: 'Please provide your name to comment.',
      comment_post_error: 'Sorry, but there was an error posting your comment. Please try again later.',
      comment_approved: 'Your comment was approved.', comment_unapproved: 'Your comment is in moderation.',
      camera: 'Camera', aperture: 'Aperture', shutter_speed: 'Shutter Speed', focal_length: 'Focal Length',
      copyright: 'Copyright', comment_registration: '0', require_name_email: '1',
      login_url: `${siteUrl}/wp-login.php?redirect_to=${encodeURIComponent(postUrl)}`, blog_id: '1',
      meta_data: ['camera', 'aperture', 'shutter_speed', 'focal_length', 'copyright'],
    }],
  ]);
}
