import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppServices } from '../../AppServices.ts';
import type { ShopperState } from '../../http/ShopperState.ts';
export type RestMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export interface RestContext {
    services: AppServices;
    request: FastifyRequest;
    reply: FastifyReply;
    /** The shopper after the REST cookie check (a logged-in cookie without a nonce runs as a guest). */
    state: ShopperState;
    /** Route parameters, e.g. `{ id: '2' }`. */
    params: Record<string, string>;
}
/** Answers the JSON to send (status 200), or a RestError, or the reply it sent itself. */
export type RestHandler = (ctx: RestContext) => unknown;
/** One REST route and its methods; POST + X-HTTP-Method-Override reaches the others (spec s7). */
export interface RestEndpoint {
    /** Path after /wp-json, in Fastify syntax, e.g. `/wp/v2/users/:id`. */
    path: string;
    methods: Partial<Record<RestMethod, RestHandler>>;
}
