import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../../AppServices.ts';
export declare const SITE = "http://shop.test";
/** A demo store with just admin-ajax and the REST routes of this folder, on an in-memory database. */
export declare function restTestApp(): Promise<{
    app: FastifyInstance;
    services: AppServices;
    cookieFor(userId: number): string;
}>;
