import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppServices } from '../AppServices.ts';
import { loadShopper } from '../http/loadShopper.ts';
import { createNonce } from '../util/nonce.ts';
import { nonceUid } from './pageContext.ts';
import { getAttachmentComments, postAttachmentComment } from './attachmentCommentActions.ts';
import type { AdminAjaxHandler } from './adminAjaxTypes.ts';

/**
 * Action registry for /wp-admin/admin-ajax.php (`wp_ajax_*` and `wp_ajax_nopriv_*` in one map):
 * later issues add entries such as post_attachment_comment or get_attachment_comments.
 */
export const adminAjaxActions: Record<string, AdminAjaxHandler> = {
  // api-fetch's nonce refresh: GET ?action=rest-nonce answers the bare nonce as text.
  'rest-nonce': ({ services, state, reply }) => reply
    .type('text/html; charset=UTF-8')
    .send(state.user === null ? '0' : createNonce(services.secret, 'wp_rest', nonceUid(state))),
  // Jetpack Carousel's image comments (carousel contract s1.16).
  get_attachment_comments: getAttachmentComments,
  post_attachment_comment: postAttachmentComment,
  // The plugin's fresh nonce for a public page's action (plugin/cache.php wcis_fresh_nonce, issue #27).
  wc_islands_nonce: ({ services, state, reply, fields }) => {
    reply.header('Cache-Control', 'private, no-store');
    if (fields['for'] !== 'carousel_nonce') return reply.status(400).type('application/json; charset=UTF-8').send('{"error":"unknown action"}');
    return reply.type('application/json; charset=UTF-8').send(JSON.stringify({ nonce: createNonce(services.secret, 'carousel_nonce', nonceUid(state)) }));
  },
};

function fieldsOf(request: FastifyRequest): Record<string, unknown> {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const body = typeof request.body === 'object' && request.body !== null ? (request.body as Record<string, unknown>) : {};
  return { ...query, ...body };
}

export function registerAdminAjax(app: FastifyInstance, services: AppServices): void {
  app.route({
    method: ['GET', 'POST'],
    url: '/wp-admin/admin-ajax.php',
    handler: async (request, reply) => {
      const fields = fieldsOf(request);
      const action = fields['action'];
      reply.header('X-Robots-Tag', 'noindex');
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('Cache-Control', 'no-cache, must-revalidate, max-age=0, no-store, private');
      const handler = typeof action === 'string' ? adminAjaxActions[action] : undefined;
      // WordPress answers a missing or unknown action with status 400 and the body "0".
      if (handler === undefined) return reply.status(400).type('text/html; charset=UTF-8').send('0');
      return handler({ services, request, reply, state: loadShopper(services, request), fields });
    },
  });
}
