import * as z from 'zod/mini';
import { COMMENT_REGISTRATION, COMMENT_REQUIRE_NAME_EMAIL } from '../core/constants.ts';
import type { CarouselConfig } from '../core/carousel/index.ts';
import { localizedBoolean, localizedInteger, nonEmptyString } from './platformValues.ts';
import { readGlobal } from './readGlobal.ts';

const carouselStrings = () => {
  const text = z.optional(z.string());
  const flag = z.optional(localizedBoolean());
  return z.object({
    ajaxurl: nonEmptyString(),
    nonce: z.string(),
    is_logged_in: flag,
    require_name_email: flag,
    comment_registration: flag,
    display_exif: flag,
    display_comments: flag,
    single_image_gallery: flag,
    single_image_gallery_media_file: flag,
    blog_id: z.optional(localizedInteger()),
    login_url: text,
    meta_data: z.optional(z.array(z.string())),
    image_label: text,
    post_comment: text,
    write_comment: text,
    loading_comments: text,
    download_original: text,
    no_comment_text: text,
    no_comment_email: text,
    no_comment_author: text,
    comment_post_error: text,
    comment_approved: text,
    comment_unapproved: text,
    camera: text,
    aperture: text,
    shutter_speed: text,
    focal_length: text,
    copyright: text,
  });
};

/** Jetpack's EXIF allow-list (contract s1.2 `meta_data`). */
const META_DATA = ['camera', 'aperture', 'shutter_speed', 'focal_length', 'copyright'];

/** `jetpackCarouselStrings` (carousel contract s1.2), with Jetpack's English texts as defaults (spec s5, s8). */
export function readCarouselConfig(source?: object): CarouselConfig {
  const s = readGlobal('jetpackCarouselStrings', carouselStrings(), source);
  return {
    ajaxUrl: s.ajaxurl,
    nonce: s.nonce,
    isLoggedIn: s.is_logged_in ?? false,
    requireNameEmail: s.require_name_email ?? Boolean(COMMENT_REQUIRE_NAME_EMAIL),
    commentRegistration: s.comment_registration ?? Boolean(COMMENT_REGISTRATION),
    displayExif: s.display_exif ?? true,
    displayComments: s.display_comments ?? true,
    singleImageGallery: s.single_image_gallery ?? true,
    singleImageGalleryMediaFile: s.single_image_gallery_media_file ?? false,
    blogId: s.blog_id ?? 1,
    loginUrl: s.login_url ?? '',
    metaData: s.meta_data ?? META_DATA,
    strings: {
      imageLabel: s.image_label || 'Open image in full-screen.',
      postComment: s.post_comment || 'Post Comment',
      writeComment: s.write_comment || 'Write a Comment...',
      loadingComments: s.loading_comments || 'Loading Comments...',
      downloadOriginal: s.download_original || 'View full size {0}×{1}',
      noCommentText: s.no_comment_text || 'Please be sure to submit some text with your comment.',
      noCommentEmail: s.no_comment_email || 'Please provide an email address to comment.',
      noCommentAuthor: s.no_comment_author || 'Please provide your name to comment.',
      commentPostError: s.comment_post_error || 'Sorry, but there was an error posting your comment. Please try again later.',
      commentApproved: s.comment_approved || 'Your comment was approved.',
      commentUnapproved: s.comment_unapproved || 'Your comment is in moderation.',
      exifLabels: {
        camera: s.camera || 'Camera',
        aperture: s.aperture || 'Aperture',
        shutter_speed: s.shutter_speed || 'Shutter Speed',
        focal_length: s.focal_length || 'Focal Length',
        copyright: s.copyright || 'Copyright',
      },
    },
  };
}
