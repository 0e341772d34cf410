import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../AppServices.ts';
/**
 * `/__real-wc/{name}/`: a page captured from a real WooCommerce 11 + Storefront store, served as the
 * README's mu-plugin would leave it. Development and tests only.
 */
export declare function registerFixturePages(app: FastifyInstance, _services: AppServices): void;
