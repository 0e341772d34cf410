import { parseNewsletterAnswer, type NewsletterAnswer } from './parseNewsletterAnswer.ts';

/**
 * Posts the serialized widget form (url-encoded, names as-is: `properties[12]=…`) to `mjWidget.ajax_url`
 * (contract s3.4) and reads the answer. Never throws.
 */
export async function sendNewsletter(url: string, fields: URLSearchParams, fetcher: typeof fetch = fetch): Promise<NewsletterAnswer> {
  try {
    const response = await fetcher(url, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8', 'X-Requested-With': 'XMLHttpRequest' },
      body: fields.toString(),
    });
    if (!response.ok) return { kind: 'failed' };
    return parseNewsletterAnswer(await response.text());
  } catch {
    return { kind: 'failed' };
  }
}
