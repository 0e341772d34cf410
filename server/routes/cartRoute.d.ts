import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../AppServices.ts';
export declare function registerCartRoute(app: FastifyInstance, services: AppServices): void;
