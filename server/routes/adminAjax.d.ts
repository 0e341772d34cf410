import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppServices } from '../AppServices.ts';
import type { ShopperState } from '../http/ShopperState.ts';
export interface AdminAjaxContext {
    services: AppServices;
    request: FastifyRequest;
    reply: FastifyReply;
    state: ShopperState;
    fields: Readonly<Record<string, unknown>>;
}
/** A handler sends its own answer through ctx.reply (wp_send_json, plain text, …) and returns it. */
export type AdminAjaxHandler = (ctx: AdminAjaxContext) => FastifyReply | Promise<FastifyReply>;
/**
 * Action registry for /wp-admin/admin-ajax.php (`wp_ajax_*` and `wp_ajax_nopriv_*` in one map):
 * later issues add entries such as post_attachment_comment or get_attachment_comments.
 */
export declare const adminAjaxActions: Record<string, AdminAjaxHandler>;
export declare function registerAdminAjax(app: FastifyInstance, services: AppServices): void;
