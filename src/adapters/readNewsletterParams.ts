import * as z from 'zod/mini';
import { nonEmptyString } from './platformValues.ts';
import { readGlobal } from './readGlobal.ts';

/**
 * `mjWidget.ajax_url` (carousel-theme-newsletter-contract s3.2). Without it the newsletter island is
 * disabled and the form posts to the page as it does with JavaScript off.
 */
export function readNewsletterUrl(source?: object): string {
  return readGlobal('mjWidget', z.object({ ajax_url: nonEmptyString() }), source).ajax_url;
}
