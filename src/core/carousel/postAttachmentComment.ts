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
  readonly fetch?: typeof fetch;
}

/** The answer's `comment_status`: any other value, or none, is not an outcome the visitor is told. */
const postedSchema = lazySchema((z) => z.looseObject({ comment_status: z.enum(['approved', 'unapproved']) }));

/**
 * POSTs a comment to admin-ajax `post_attachment_comment` (spec s7) and maps the answer's
 * comment_status: 'approved' and 'unapproved' as such; anything else, a failure, a non-2xx answer or
 * unreadable JSON is 'error' (spec s4, s8).
 */
export async function postAttachmentComment(comment: PostCommentRequest): Promise<CommentOutcome> {
  const fields: Record<string, string> = {
    action: 'post_attachment_comment',
    nonce: comment.nonce,
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
  return answer.ok ? answer.value.comment_status : 'error';
}
