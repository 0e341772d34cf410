import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../AppServices.ts';
/** Storefront homepage template: intro, featured products, newest products (disjoint, so ids stay unique). */
export declare function registerHomeRoute(app: FastifyInstance, services: AppServices): void;
