import { fieldDayPost } from '../catalogue/fieldDayPost.ts';
import { attachmentComments, type AttachmentCommentRow } from '../store/attachmentComments.ts';
import { escapeAttr, escapeHtml } from '../templates/escape.ts';
import { verifyNonce } from '../util/nonce.ts';
import type { AdminAjaxContext, AdminAjaxHandler } from './adminAjaxTypes.ts';
import { nonceUid } from './pageContext.ts';

/** Comments load 10 at a time (spec s9). */
const PAGE_SIZE = 10;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const attachmentIds = new Set([...fieldDayPost.photos, ...fieldDayPost.kit, fieldDayPost.single].map((photo) => photo.attachmentId));

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** wpautop for plain comment text: paragraphs on blank lines, <br /> on single newlines. */
function autop(content: string): string {
  return content.trim().split(/\n\s*\n/).map((p) => `<p>${escapeHtml(p.trim()).replace(/\n/g, '<br />\n')}</p>`).join('\n') + '\n';
}

/** get_comment_author_link: the name, linked when the commenter gave a website. */
function authorMarkup(row: AttachmentCommentRow): string {
  const name = escapeHtml(row.author);
  return row.url ? `<a href="${escapeAttr(row.url)}" class="url" rel="ugc external nofollow">${name}</a>` : name;
}

/** WordPress's JSON error envelope (wp_send_json_error) with status 403. */
function jsonError(ctx: AdminAjaxContext, message: string) {
  return ctx.reply.status(403).type('application/json; charset=UTF-8').send(JSON.stringify({ success: false, data: message }));
}

/**
 * Jetpack's `get_attachment_comments` (carousel contract s1.16, server side): open to guests, nonce not
 * checked (as Jetpack), approved comments only, 10 from `offset`, answered as text/javascript.
 */
export const getAttachmentComments: AdminAjaxHandler = (ctx) => {
  const id = Number(text(ctx.fields['id']));
  if (!id) return jsonError(ctx, 'Missing attachment ID.');
  if (!attachmentIds.has(id)) return jsonError(ctx, 'You aren’t authorized to do that.');
  const offset = Math.max(0, Math.floor(Number(text(ctx.fields['offset'])) || 0));
  const rows = attachmentComments(ctx.services.db).approved(id, offset, PAGE_SIZE);
  const body = rows.map((row) => ({
    id: String(row.id), parent_id: '0', author_markup: authorMarkup(row), gravatar_markup: '', date_gmt: row.date_gmt, content: autop(row.content),
  }));
  return ctx.reply.type('text/javascript; charset=UTF-8').send(JSON.stringify(body));
};

/** The first failing check of Jetpack's post handler, or null (carousel contract s1.16, server side). */
function rejection(ctx: AdminAjaxContext): string | null {
  const { fields, state, services } = ctx;
  if (!verifyNonce(services.secret, 'carousel_nonce', nonceUid(state), fields['nonce'])) return 'Nonce verification failed.';
  if (!Number(text(fields['blog_id']))) return 'Missing target blog ID.';
  if (!Number(text(fields['id']))) return 'Missing target post ID.';
  if (text(fields['comment']).trim() === '') return 'No comment text was submitted.';
  if (!attachmentIds.has(Number(text(fields['id'])))) return 'Comments on this post are closed.';
  if (state.user !== null) return null;
  if (text(fields['author']).trim() === '') return 'Please provide your name.';
  if (text(fields['email']).trim() === '') return 'Please provide an email address.';
  if (!EMAIL.test(text(fields['email']).trim())) return 'Please provide a valid email address.';
  return null;
}

/**
 * Jetpack's `post_attachment_comment`: answers `{comment_id, comment_status}`, or `{error}` with
 * status 200 as Jetpack does. A guest's first comment is held for moderation.
 */
export const postAttachmentComment: AdminAjaxHandler = (ctx) => {
  const reply = ctx.reply.type('application/json; charset=UTF-8');
  const error = rejection(ctx);
  if (error !== null) return reply.send(JSON.stringify({ error }));
  const { fields, state } = ctx;
  const user = state.user;
  const row = attachmentComments(ctx.services.db).add({
    attachmentId: Number(text(fields['id'])),
    userId: user?.id ?? null,
    author: user?.displayName ?? text(fields['author']).trim(),
    email: user?.email ?? text(fields['email']).trim(),
    url: user === null ? text(fields['url']).trim() : '',
    content: text(fields['comment']),
  });
  return reply.send(JSON.stringify({ comment_id: row.id, comment_status: row.status }));
};
