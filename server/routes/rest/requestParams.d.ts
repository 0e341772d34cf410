import type { FastifyRequest } from 'fastify';
/**
 * WP_REST_Request::get_params for the shapes the client sends: query, then a JSON, urlencoded or
 * multipart body over it. Flat form keys like `woocommerce_meta[x]` are kept as they are; callers
 * read both spellings.
 */
export declare function requestParams(request: FastifyRequest): Record<string, unknown>;
/** `name[key]` from either a nested object (JSON) or a flat form key. */
export declare function nestedParam(params: Record<string, unknown>, name: string, key: string): unknown;
