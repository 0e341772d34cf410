import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppServices } from '../AppServices.ts';
import type { ShopperState } from '../http/ShopperState.ts';
import type { Json } from '../util/phpJson.ts';
export interface WcAjaxContext {
    services: AppServices;
    request: FastifyRequest;
    state: ShopperState;
    /** Posted form fields (form-encoded body), merged over the query string. */
    fields: Readonly<Record<string, unknown>>;
}
/** A handler returns the JSON to send (wp_send_json) or null for an empty body (handler returned early). */
export type WcAjaxHandler = (ctx: WcAjaxContext) => Json | null | Promise<Json | null>;
/** Endpoint registry: add a handler here (one file per endpoint for anything bigger than a few lines). */
export declare const wcAjaxHandlers: Record<string, WcAjaxHandler>;
/** WooCommerce answers `?wc-ajax=` on any front-end URL and any method, before routing. */
export declare function registerWcAjax(app: FastifyInstance, services: AppServices): void;
