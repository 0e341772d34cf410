import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../AppServices.ts';
/** Order matters for the hooks: wc-ajax first (it answers before routing), then ?add-to-cart. */
export declare function registerRoutes(app: FastifyInstance, services: AppServices): void;
