import type { AttachmentComment } from './types.ts';

export interface CommentsRequest {
  readonly ajaxUrl: string;
  readonly nonce: string;
  readonly attachmentId: string;
  readonly offset: number;
  readonly signal?: AbortSignal;
  readonly fetch?: typeof fetch;
}

const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

function toComment(entry: unknown): AttachmentComment | null {
  if (typeof entry !== 'object' || entry === null) return null;
  const raw = entry as Record<string, unknown>;
  const id = text(raw['id']);
  if (!id) return null;
  return {
    id,
    gravatarMarkup: text(raw['gravatar_markup']),
    authorMarkup: text(raw['author_markup']),
    dateGmt: text(raw['date_gmt']),
    content: text(raw['content']),
  };
}

/**
 * One page of an image's comments: GET admin-ajax `get_attachment_comments` (spec s7). Null when the
 * request fails or the answer is not a JSON array: the caller then only shows or hides the list
 * (spec s8, no message).
 */
export async function fetchAttachmentComments(request: CommentsRequest): Promise<AttachmentComment[] | null> {
  const url = new URL(request.ajaxUrl, document.baseURI);
  url.searchParams.set('action', 'get_attachment_comments');
  url.searchParams.set('nonce', request.nonce);
  url.searchParams.set('id', request.attachmentId);
  url.searchParams.set('offset', String(request.offset));
  try {
    const response = await (request.fetch ?? fetch)(url.href, {
      credentials: 'same-origin',
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      ...(request.signal ? { signal: request.signal } : {}),
    });
    if (!response.ok) return null;
    const body: unknown = JSON.parse(await response.text());
    if (!Array.isArray(body)) return null;
    return body.map(toComment).filter((comment): comment is AttachmentComment => comment !== null);
  } catch {
    return null;
  }
}
