import * as z from 'zod/mini';
import { readGlobal } from './readGlobal.ts';

const mjWidget = z.object({ ajax_url: z.string().check(z.minLength(1)) });

/**
 * `mjWidget.ajax_url` (carousel-theme-newsletter-contract s3.2). Without it the newsletter island is
 * disabled and the form posts to the page as it does with JavaScript off.
 */
export function readNewsletterUrl(source?: object): string {
  return readGlobal('mjWidget', mjWidget, source).ajax_url;
}
