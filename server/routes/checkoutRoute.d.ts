import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../AppServices.ts';
export declare function registerCheckoutRoute(app: FastifyInstance, services: AppServices): void;
