import type { CommentDraft, CommentOutcome } from './types.ts';

export interface PostCommentRequest {
  readonly ajaxUrl: string;
  readonly nonce: string;
  readonly blogId: number;
  readonly attachmentId: string;
  readonly draft: CommentDraft;
  /** Guests send email, author and url too (spec s3, s7). */
  readonly isLoggedIn: boolean;
  /**
   * A fresh nonce, asked for once after an `{error}` answer (issue #27): the page may come from a
   * shared cache and carry a nonce that is no longer valid. Default none (no retry).
   */
  readonly renewNonce?: () => Promise<string | undefined>;
  readonly fetch?: typeof fetch;
}

/** `rejected`: Jetpack's `{error}` answer, sent before `wp_new_comment`, so nothing was stored. */
type SendOutcome = CommentOutcome | 'rejected';

/** Encoded as jQuery did (spaces as '+'), so server filters see what they always saw (contract s1.16). */
function formBody(fields: Record<string, string>): string {
  return new URLSearchParams(fields).toString();
}

/**
 * POSTs a comment to admin-ajax `post_attachment_comment` (spec s7) and maps the answer's
 * comment_status: 'approved' and 'unapproved' as such; anything else, a failure, a non-2xx answer or
 * unreadable JSON is 'error' (spec s4, s8). An `{error}` answer is retried once with a renewed nonce.
 */
export async function postAttachmentComment(request: PostCommentRequest): Promise<CommentOutcome> {
  const first = await sendComment(request, request.nonce);
  if (first !== 'rejected') return first;
  // Exactly once: only an `{error}` answer (every one Jetpack sends comes before the comment is stored)
  // is retried, once, and only with a nonce other than the one refused.
  const fresh = await request.renewNonce?.();
  if (fresh === undefined || fresh === request.nonce) return 'error';
  const second = await sendComment(request, fresh);
  return second === 'rejected' ? 'error' : second;
}

async function sendComment(request: PostCommentRequest, nonce: string): Promise<SendOutcome> {
  const fields: Record<string, string> = {
    action: 'post_attachment_comment',
    nonce,
    blog_id: String(request.blogId),
    id: request.attachmentId,
    comment: request.draft.comment,
  };
  if (!request.isLoggedIn) {
    fields['email'] = request.draft.email;
    fields['author'] = request.draft.author;
    fields['url'] = request.draft.url;
  }
  try {
    const response = await (request.fetch ?? fetch)(request.ajaxUrl, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8', 'X-Requested-With': 'XMLHttpRequest' },
      body: formBody(fields),
    });
    if (!response.ok) return 'error';
    const answer: unknown = JSON.parse(await response.text());
    const reply = typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>) : {};
    const status = reply['comment_status'];
    if (status === 'approved' || status === 'unapproved') return status;
    return typeof reply['error'] === 'string' && reply['comment_id'] === undefined ? 'rejected' : 'error';
  } catch {
    return 'error';
  }
}
