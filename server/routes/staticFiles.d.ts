import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../AppServices.ts';
/**
 * The built islands (`distDir`) at the plugin path: hashed files under chunks/ never change, so they
 * cache for a year; the entry wc-islands.js keeps its name and must revalidate on every load.
 */
export declare function registerStaticFiles(app: FastifyInstance, services: AppServices): void;
