import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppServices } from '../AppServices.ts';
/** Storefront's 404 template, with a product search to recover. */
export declare function notFound(services: AppServices, request: FastifyRequest, reply: FastifyReply): FastifyReply;
