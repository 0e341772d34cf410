import { jsonAnswer } from '../http/jsonAnswer.ts';
import { lazySchema } from '../http/lazySchema.ts';
import { request } from '../http/request.ts';
import type { AttachmentComment } from './types.ts';

export interface CommentsRequest {
  readonly ajaxUrl: string;
  readonly nonce: string;
  readonly attachmentId: string;
  readonly offset: number;
  readonly signal?: AbortSignal;
  readonly fetch?: typeof fetch;
}

/**
 * A JSON array of comments. A field that is not text reads as '' and an entry that is not an object
 * is left out: one odd comment does not hide the others.
 */
const commentsSchema = lazySchema((z) => {
  const text = z.catch(z.pipe(z.union([z.string(), z.number()]), z.transform(String)), '');
  const entry = z.catch(z.nullable(z.object({ id: text, gravatar_markup: text, author_markup: text, date_gmt: text, content: text })), null);
  return z.array(entry);
});

/**
 * One page of an image's comments: GET admin-ajax `get_attachment_comments` (spec s7). Null when the
 * request fails or the answer is not a JSON array: the caller then only shows or hides the list
 * (spec s8, no message).
 */
export async function fetchAttachmentComments(comments: CommentsRequest): Promise<AttachmentComment[] | null> {
  const url = new URL(comments.ajaxUrl, document.baseURI);
  url.searchParams.set('action', 'get_attachment_comments');
  url.searchParams.set('nonce', comments.nonce);
  url.searchParams.set('id', comments.attachmentId);
  url.searchParams.set('offset', String(comments.offset));
  const answer = await request(url.href, {
    read: jsonAnswer(commentsSchema),
    ...(comments.signal ? { signal: comments.signal } : {}),
    ...(comments.fetch ? { fetch: comments.fetch } : {}),
  });
  if (!answer.ok) return null;
  return answer.value.flatMap((entry) => (entry?.id ? [{
    id: entry.id,
    gravatarMarkup: entry.gravatar_markup,
    authorMarkup: entry.author_markup,
    dateGmt: entry.date_gmt,
    content: entry.content,
  }] : []));
}
