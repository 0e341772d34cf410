import type { CommentDraft, CommentOutcome } from './types.ts';

export interface PostCommentRequest {
  readonly ajaxUrl: string;
  readonly nonce: string;
  readonly blogId: number;
  readonly attachmentId: string;
  readonly draft: CommentDraft;
  /** Guests send email, author and url too (spec s3, s7). */
  readonly isLoggedIn: boolean;
  readonly fetch?: typeof fetch;
}

/** Encoded as jQuery did (spaces as '+'), so server filters see what they always saw (contract s1.16). */
function formBody(fields: Record<string, string>): string {
  return new URLSearchParams(fields).toString();
}

/**
 * POSTs a comment to admin-ajax `post_attachment_comment` (spec s7) and maps the answer's
 * comment_status: 'approved' and 'unapproved' as such; anything else, a failure, a non-2xx answer or
 * unreadable JSON is 'error' (spec s4, s8).
 */
export async function postAttachmentComment(request: PostCommentRequest): Promise<CommentOutcome> {
  const fields: Record<string, string> = {
    action: 'post_attachment_comment',
    nonce: request.nonce,
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
    const status = typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>)['comment_status'] : undefined;
    return status === 'approved' || status === 'unapproved' ? status : 'error';
  } catch {
    return 'error';
  }
}
