import { jsonAnswer } from '../http/jsonAnswer.ts';
import { lazySchema } from '../http/lazySchema.ts';
import { request } from '../http/request.ts';
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

/**
 * The answer's `comment_status` ('approved', 'unapproved'), or Jetpack's refusal: an `error` string with
 * no `comment_id`. Anything else is not an outcome the visitor is told.
 */
const postedSchema = lazySchema((z) => z.looseObject({
  comment_status: z.catch(z.optional(z.enum(['approved', 'unapproved'])), undefined),
  error: z.catch(z.optional(z.string()), undefined),
  comment_id: z.optional(z.unknown()),
}));

/**
 * POSTs a comment to admin-ajax `post_attachment_comment` (spec s7) and maps the answer's
 * comment_status: 'approved' and 'unapproved' as such; anything else, a failure, a non-2xx answer or
 * unreadable JSON is 'error' (spec s4, s8). An `{error}` answer is retried once with a renewed nonce.
 */
export async function postAttachmentComment(comment: PostCommentRequest): Promise<CommentOutcome> {
  const first = await sendComment(comment, comment.nonce);
  if (first !== 'rejected') return first;
  // Exactly once: only an `{error}` answer (every one Jetpack sends comes before the comment is stored)
  // is retried, once, and only with a nonce other than the one refused.
  const fresh = await comment.renewNonce?.();
  if (fresh === undefined || fresh === comment.nonce) return 'error';
  const second = await sendComment(comment, fresh);
  return second === 'rejected' ? 'error' : second;
}

async function sendComment(comment: PostCommentRequest, nonce: string): Promise<SendOutcome> {
  const fields: Record<string, string> = {
    action: 'post_attachment_comment',
    nonce,
    blog_id: String(comment.blogId),
    id: comment.attachmentId,
    comment: comment.draft.comment,
  };
  if (!comment.isLoggedIn) {
    fields['email'] = comment.draft.email;
    fields['author'] = comment.draft.author;
    fields['url'] = comment.draft.url;
  }
  const answer = await request(comment.ajaxUrl, {
    form: fields,
    read: jsonAnswer(postedSchema),
    ...(comment.fetch ? { fetch: comment.fetch } : {}),
  });
  if (!answer.ok) return 'error';
  const { comment_status: status, error, comment_id: id } = answer.value;
  if (status) return status;
  return error !== undefined && id === undefined ? 'rejected' : 'error';
}
