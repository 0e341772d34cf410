import type { FastifyRequest } from 'fastify';
import type { AppServices } from '../AppServices.ts';
/** WordPress prints absolute URLs from its siteurl option; we use the configured one or the request's origin. */
export declare function siteUrlOf(services: AppServices, request: FastifyRequest): string;
