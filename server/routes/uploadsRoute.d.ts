import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../AppServices.ts';
/** Generated "uploads": product shots, brand logos and the field-day photos, at any requested size. */
export declare function registerUploadsRoute(app: FastifyInstance, services: AppServices): void;
