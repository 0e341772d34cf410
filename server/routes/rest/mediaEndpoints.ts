import type { FastifyRequest } from 'fastify';
import { mediaFaultOf } from './mediaFault.ts';
import { mediaLibraryOf } from './mediaLibrary.ts';
import type { Attachment } from './mediaLibrary.ts';
import { readMultipart } from './readMultipart.ts';
import { restError } from './restError.ts';
import type { RestContext, RestEndpoint, RestHandler } from './RestEndpoint.ts';
import { requestParams } from './requestParams.ts';

const CRITICAL_ERROR = () => restError('internal_server_error', '<p>There has been a critical error on this website.</p>', 500);

function attachmentJson(ctx: RestContext, attachment: Attachment) {
  const url = `${ctx.state.siteUrl}/wp-content/uploads/2026/11/${attachment.filename}`;
  return {
    id: attachment.id,
    date: attachment.date,
    slug: attachment.filename.replace(/\.[^.]+$/, '').toLowerCase(),
    type: 'attachment',
    link: `${ctx.state.siteUrl}/?attachment_id=${attachment.id}`,
    title: { rendered: attachment.filename.replace(/\.[^.]+$/, '') },
    author: attachment.authorId,
    media_type: attachment.mimeType.startsWith('image/') ? 'image' : 'file',
    mime_type: attachment.mimeType,
    media_details: { filesize: attachment.bytes, sizes: attachment.subsizesDone ? { thumbnail: { source_url: url } } : {} },
    source_url: url,
  };
}

/** The file from a multipart `file` part, or a raw body named by Content-Disposition (both WordPress ways). */
function uploadedFile(request: FastifyRequest): { filename: string; mimeType: string; data: Buffer } | 'no-data' | 'no-disposition' {
  const body = request.body;
  if (!Buffer.isBuffer(body) || body.length === 0) return 'no-data';
  const contentType = request.headers['content-type'] ?? '';
  if (/^multipart\/form-data/i.test(contentType)) {
    const part = readMultipart(body, contentType).find((p) => p.filename !== null);
    if (part === undefined) return 'no-data';
    return { filename: part.filename ?? '', mimeType: part.contentType ?? 'application/octet-stream', data: part.data };
  }
  const filename = /filename="?([^";]+)"?/i.exec(String(request.headers['content-disposition'] ?? ''))?.[1];
  if (filename === undefined) return 'no-disposition';
  return { filename, mimeType: contentType.split(';')[0] || 'application/octet-stream', data: body };
}

function canUpload(ctx: RestContext): boolean {
  return ctx.state.user?.role === 'administrator';
}

/** WP_REST_Attachments_Controller::create_item; the fault switch makes it die after storing the file. */
const upload: RestHandler = (ctx) => {
  if (!canUpload(ctx)) {
    return restError('rest_cannot_create', 'Sorry, you are not allowed to upload media on this site.', ctx.state.user === null ? 401 : 403);
  }
  const file = uploadedFile(ctx.request);
  if (file === 'no-data') return restError('rest_upload_no_data', 'No data supplied.', 400);
  if (file === 'no-disposition') return restError('rest_upload_no_content_disposition', 'No Content-Disposition supplied.', 400);
  const fault = mediaFaultOf(ctx.request);
  const attachment = mediaLibraryOf(ctx.services).add({
    filename: file.filename, mimeType: file.mimeType, bytes: file.data.length,
    authorId: ctx.state.user?.id ?? 0, failuresLeft: fault ?? 0,
  });
  if (fault !== null) {
    // WordPress sends this header before making sub-sizes, so it survives the fatal error.
    ctx.reply.header('X-WP-Upload-Attachment-ID', String(attachment.id));
    return CRITICAL_ERROR();
  }
  attachment.subsizesDone = true;
  ctx.reply.status(201).header('Location', `${ctx.state.siteUrl}/wp-json/wp/v2/media/${attachment.id}`);
  return attachmentJson(ctx, attachment);
};

function attachmentOf(ctx: RestContext): Attachment | undefined {
  return /^\d+$/.test(ctx.params['id'] ?? '') ? mediaLibraryOf(ctx.services).get(Number(ctx.params['id'])) : undefined;
}

const INVALID_ID = () => restError('rest_post_invalid_id', 'Invalid post ID.', 404);

/** `POST /wp/v2/media/{id}/post-process` with `action=create-image-subsizes`. */
const postProcess: RestHandler = (ctx) => {
  const attachment = attachmentOf(ctx);
  if (attachment === undefined) return INVALID_ID();
  if (!canUpload(ctx)) return restError('rest_cannot_edit_image', 'Sorry, you are not allowed to upload media on this site.', 403);
  if (requestParams(ctx.request)['action'] !== 'create-image-subsizes') {
    return restError('rest_invalid_param', 'Invalid parameter(s): action', 400, { params: { action: 'action is not one of create-image-subsizes.' } });
  }
  if (attachment.failuresLeft > 0) {
    attachment.failuresLeft -= 1;
    return CRITICAL_ERROR();
  }
  attachment.subsizesDone = true;
  return attachmentJson(ctx, attachment);
};

const read: RestHandler = (ctx) => {
  const attachment = attachmentOf(ctx);
  return attachment === undefined ? INVALID_ID() : attachmentJson(ctx, attachment);
};

/** Attachments cannot be trashed (MEDIA_TRASH off): only `force=true` deletes. */
const remove: RestHandler = (ctx) => {
  const attachment = attachmentOf(ctx);
  if (attachment === undefined) return INVALID_ID();
  if (!canUpload(ctx)) return restError('rest_cannot_delete', 'Sorry, you are not allowed to delete this post.', ctx.state.user === null ? 401 : 403);
  const force = requestParams(ctx.request)['force'];
  if (force !== 'true' && force !== '1' && force !== true) {
    return restError('rest_trash_not_supported', "The post does not support trashing. Set 'force' to delete.", 501);
  }
  mediaLibraryOf(ctx.services).remove(attachment.id);
  return { deleted: true, previous: attachmentJson(ctx, attachment) };
};

/** Media routes for the upload recovery path (spec s7 "Media upload"). */
export const mediaEndpoints: readonly RestEndpoint[] = [
  { path: '/wp/v2/media', methods: { POST: upload } },
  { path: '/wp/v2/media/:id', methods: { GET: read, DELETE: remove } },
  { path: '/wp/v2/media/:id/post-process', methods: { POST: postProcess } },
];
