import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../AppServices.ts';
import type { RestEndpoint } from './RestEndpoint.ts';
/** Every REST route of the REST-client issue (#4). */
export declare const restEndpoints: readonly RestEndpoint[];
/**
 * Registers the REST client's demo routes under /wp-json in their own Fastify scope (so the upload
 * body parsers stay local), and the admin-ajax `rest-nonce` action that hands out nonces of the
 * current generation (it replaces the registry's plain one, which knows nothing of expiry).
 */
export declare function registerRestRoutes(app: FastifyInstance, services: AppServices): void;
