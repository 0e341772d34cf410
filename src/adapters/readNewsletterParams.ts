import { readGlobal } from './readGlobal.ts';
import * as v from './validate/index.ts';

/**
 * `mjWidget.ajax_url` (carousel-theme-newsletter-contract s3.2). Without it the newsletter island is
 * disabled and the form posts to the page as it does with JavaScript off.
 */
export function readNewsletterUrl(source?: object): string {
  return readGlobal('mjWidget', v.object({ ajax_url: v.nonEmptyString() }), source).ajax_url;
}
