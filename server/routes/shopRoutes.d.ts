import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../AppServices.ts';
/** Shop, tag, category and brand archives, each with /page/N/ pagination. */
export declare function registerShopRoutes(app: FastifyInstance, services: AppServices): void;
