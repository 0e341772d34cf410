import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../AppServices.ts';
export declare function registerAccountRoutes(app: FastifyInstance, services: AppServices): void;
