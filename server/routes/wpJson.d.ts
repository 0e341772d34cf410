import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppServices } from '../AppServices.ts';
export interface WpJsonRoute {
    namespace: string;
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    /** Path after /wp-json, in Fastify syntax, e.g. `/wp/v2/users/:id`. */
    path: string;
    handler: (services: AppServices, request: FastifyRequest, reply: FastifyReply) => unknown;
}
/** REST route registry: later issues append routes (users meta, media, comments …) here. */
export declare const wpJsonRoutes: WpJsonRoute[];
export declare function registerWpJson(app: FastifyInstance, services: AppServices): void;
