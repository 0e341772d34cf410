import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../AppServices.ts';
/** POST is the non-JS add-to-cart form; the add itself happens in nonJsAddToCart's hook. */
export declare function registerProductRoute(app: FastifyInstance, services: AppServices): void;
