import { describe, expect, it, vi } from 'vitest';
import { parseNewsletterAnswer } from '../parseNewsletterAnswer.ts';
import { sendNewsletter } from '../sendNewsletter.ts';

describe('parseNewsletterAnswer', () => {
  it('reads prop_errors ids from a JSON answer', async () => {
    await expect(parseNewsletterAnswer('{"prop_errors":[12,"7"]}')).resolves.toEqual({ kind: 'prop-errors', ids: ['12', '7'] });
  });

  it('treats any plain-text answer as a message, markup included', async () => {
    await expect(parseNewsletterAnswer('Invalid email')).resolves.toEqual({ kind: 'message', text: 'Invalid email' });
    await expect(parseNewsletterAnswer('<b>hi</b>')).resolves.toEqual({ kind: 'message', text: '<b>hi</b>' });
  });

  it('shows a plain answer that happens to parse as JSON (a bare number), unlike the legacy widget', async () => {
    await expect(parseNewsletterAnswer('42')).resolves.toEqual({ kind: 'message', text: '42' });
  });

  it('ignores a JSON object without prop_errors, and clears the message on an empty answer', async () => {
    await expect(parseNewsletterAnswer('{"ok":true}')).resolves.toEqual({ kind: 'none' });
    await expect(parseNewsletterAnswer('')).resolves.toEqual({ kind: 'message', text: '' });
  });
});

describe('sendNewsletter', () => {
  it('posts the fields url-encoded with names as they are', async () => {
    const fetcher = vi.fn(async () => new Response('Thanks'));
    const fields = new URLSearchParams([['subscription_email', 'a@b.co'], ['properties[12]', 'Ana']]);
    await expect(sendNewsletter('/wp-admin/admin-ajax.php', fields, fetcher)).resolves.toEqual({ kind: 'message', text: 'Thanks' });
    const [, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.method).toBe('POST');
    expect(init.body).toBe('subscription_email=a%40b.co&properties%5B12%5D=Ana');
  });

  it('fails on a network error or a non-2xx status', async () => {
    await expect(sendNewsletter('/x', new URLSearchParams(), vi.fn(async () => Promise.reject(new TypeError('offline'))))).resolves.toEqual({ kind: 'failed' });
    await expect(sendNewsletter('/x', new URLSearchParams(), vi.fn(async () => new Response('no', { status: 500 })))).resolves.toEqual({ kind: 'failed' });
  });
});
