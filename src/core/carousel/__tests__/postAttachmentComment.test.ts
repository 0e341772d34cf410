import { describe, expect, it, vi } from 'vitest';
import { postAttachmentComment } from '../postAttachmentComment.ts';

const draft = { comment: 'Great day', email: 'ann@example.com', author: 'Ann', url: '' };
const json = (body: unknown): Response => new Response(JSON.stringify(body), { status: 200 });

function server(answers: Array<() => Response>) {
  const nonces: string[] = [];
  const fetcher = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    nonces.push(new URLSearchParams(String(init?.body)).get('nonce') ?? '');
    const next = answers.shift();
    if (!next) throw new Error('unexpected request');
    return next();
  });
  return { fetch: fetcher as unknown as typeof fetch, nonces };
}

const request = (fetcher: typeof fetch, renewNonce?: () => Promise<string | undefined>) => ({
  ajaxUrl: '/wp-admin/admin-ajax.php', nonce: 'aaaaaaaaaa', blogId: 1, attachmentId: '68', draft, isLoggedIn: false, fetch: fetcher,
  ...(renewNonce ? { renewNonce } : {}),
});

describe('postAttachmentComment with a page from a shared cache', () => {
  it('retries once with a fresh nonce when the first answer refuses the stale one', async () => {
    const { fetch, nonces } = server([() => json({ error: 'Nonce verification failed.' }), () => json({ comment_id: 9, comment_status: 'unapproved' })]);
    await expect(postAttachmentComment(request(fetch, async () => 'bbbbbbbbbb'))).resolves.toBe('unapproved');
    expect(nonces).toEqual(['aaaaaaaaaa', 'bbbbbbbbbb']);
  });

  it('does not retry when the fresh nonce is the one refused: the failure was not the nonce', async () => {
    const { fetch, nonces } = server([() => json({ error: 'Please provide your name.' })]);
    await expect(postAttachmentComment(request(fetch, async () => 'aaaaaaaaaa'))).resolves.toBe('error');
    expect(nonces).toEqual(['aaaaaaaaaa']);
  });

  it('never retries an answer that may have stored the comment (network failure, 5xx, unreadable)', async () => {
    for (const answer of [() => new Response('oops', { status: 500 }), () => new Response('<html>', { status: 200 }), () => { throw new TypeError('offline'); }]) {
      const renew = vi.fn(async () => 'bbbbbbbbbb');
      const { fetch, nonces } = server([answer]);
      await expect(postAttachmentComment(request(fetch, renew))).resolves.toBe('error');
      expect(nonces).toHaveLength(1);
      expect(renew).not.toHaveBeenCalled();
    }
  });

  it('retries at most once, even when the retry is refused too', async () => {
    const { fetch, nonces } = server([() => json({ error: 'Nonce verification failed.' }), () => json({ error: 'Nonce verification failed.' })]);
    await expect(postAttachmentComment(request(fetch, async () => 'bbbbbbbbbb'))).resolves.toBe('error');
    expect(nonces).toHaveLength(2);
  });

  it('without a way to renew the nonce, a refusal is an error as before', async () => {
    const { fetch, nonces } = server([() => json({ error: 'Nonce verification failed.' })]);
    await expect(postAttachmentComment(request(fetch))).resolves.toBe('error');
    expect(nonces).toHaveLength(1);
  });
});
