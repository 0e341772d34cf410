import { request } from '../http/request.ts';
import { parseNewsletterAnswer, type NewsletterAnswer } from './parseNewsletterAnswer.ts';

/**
 * Posts the serialized widget form (url-encoded, names as-is: `properties[12]=…`) to `mjWidget.ajax_url`
 * (contract s3.4) and reads the answer: any request failure is 'failed' (spec s8). Never throws.
 */
export async function sendNewsletter(url: string, fields: URLSearchParams, fetcher: typeof fetch = fetch): Promise<NewsletterAnswer> {
  const answer = await request(url, { form: fields, fetch: fetcher });
  if (!answer.ok) return { kind: 'failed' };
  try {
    return await parseNewsletterAnswer(answer.value);
  } catch {
    // zod's chunk did not load: the answer cannot be read.
    return { kind: 'failed' };
  }
}
