import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppServices } from '../AppServices.ts';
import type { ShopperState } from '../http/ShopperState.ts';
import type { PageContext } from '../templates/PageContext.ts';
export declare function nonceUid(state: ShopperState): string;
export declare function requestUrl(request: FastifyRequest): URL;
export declare function buildPageContext(services: AppServices, request: FastifyRequest, state: ShopperState): PageContext;
/** Sends a rendered page with the cart cookies WooCommerce sets on every request (reference s2.6). */
export declare function sendPage(reply: FastifyReply, state: ShopperState, html: string, status?: number): FastifyReply;
/** Post/Redirect/Get: 303 so a reload does not repeat the POST or the ?add-to-cart. */
export declare function sendRedirect(reply: FastifyReply, state: ShopperState, location: string): FastifyReply;
