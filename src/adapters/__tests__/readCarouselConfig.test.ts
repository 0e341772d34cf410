import { describe, expect, it } from 'vitest';
import { isIslandConfigError } from '../../core/scanner/isIslandConfigError.ts';
import { readCarouselConfig } from '../readCarouselConfig.ts';

const read = (strings: unknown) => readCarouselConfig({ jetpackCarouselStrings: strings });

describe('jetpackCarouselStrings (carousel contract s1.2)', () => {
  it('reads wp_localize_script’s string flags and numbers', () => {
    const config = read({ ajaxurl: '/wp-admin/admin-ajax.php', nonce: 'abc', is_logged_in: '', require_name_email: '1', display_exif: '0', blog_id: '3' });
    expect(config).toMatchObject({ ajaxUrl: '/wp-admin/admin-ajax.php', nonce: 'abc', isLoggedIn: false, requireNameEmail: true, displayExif: false, displayComments: true, blogId: 3 });
  });

  it('uses the spec’s texts where the site gives none, and the site’s where it does', () => {
    const config = read({ ajaxurl: '/a', nonce: 'n', comment_approved: 'Approuvé.' });
    expect(config.strings).toMatchObject({
      commentApproved: 'Approuvé.',
      commentUnapproved: 'Your comment is in moderation.',
      noCommentText: 'Please be sure to submit some text with your comment.',
      noCommentEmail: 'Please provide an email address to comment.',
      noCommentAuthor: 'Please provide your name to comment.',
      commentPostError: 'Sorry, but there was an error posting your comment. Please try again later.',
    });
    expect(config.metaData).toEqual(['camera', 'aperture', 'shutter_speed', 'focal_length', 'copyright']);
    expect(config.requireNameEmail).toBe(true);
    expect(config.commentRegistration).toBe(false);
  });

  it('names the global and key when the global is missing or malformed', () => {
    const failure = (value: unknown): string => {
      try {
        read(value);
      } catch (error) {
        expect(isIslandConfigError(error)).toBe(true);
        return (error as Error).message;
      }
      return '';
    };
    expect(failure(undefined)).toContain('jetpackCarouselStrings');
    expect(failure({ nonce: 'n' })).toContain('jetpackCarouselStrings.ajaxurl');
  });
});
