import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../AppServices.ts';
/** The field-day blog post (Jetpack gallery + carousel) and the Brands A–Z page. */
export declare function registerContentRoutes(app: FastifyInstance, services: AppServices): void;
