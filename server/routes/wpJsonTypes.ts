import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppServices } from '../AppServices.ts';

// The REST registry's route type, apart from the registry (wpJson.ts) so the route modules it lists
// import it without importing the registry back.
export interface WpJsonRoute {
  namespace: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path after /wp-json, in Fastify syntax, e.g. `/wp/v2/users/:id`. */
  path: string;
  handler: (services: AppServices, request: FastifyRequest, reply: FastifyReply) => unknown;
}
