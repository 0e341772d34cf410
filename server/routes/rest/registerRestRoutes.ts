import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppServices } from '../../AppServices.ts';
import { adminAjaxActions } from '../adminAjax.ts';
import { authenticateRest } from './authenticateRest.ts';
import { mediaEndpoints } from './mediaEndpoints.ts';
import { productsEndpoint } from './productsEndpoint.ts';
import { isRestError, NO_ROUTE } from './restError.ts';
import type { RestEndpoint, RestHandler, RestMethod } from './RestEndpoint.ts';
import { restNonceAction } from './restNonceAction.ts';
import { testEndpoints } from './testEndpoints.ts';
import { userEndpoints } from './userEndpoints.ts';

/** Every REST route of the REST-client issue (#4). */
export const restEndpoints: readonly RestEndpoint[] = [...userEndpoints, productsEndpoint, ...mediaEndpoints, ...testEndpoints];

/** Uploads come as multipart or as the raw file; 16 MB is plenty for the demo. */
const UPLOAD_LIMIT = 16 * 1024 * 1024;

/** WP_REST_Server::serve_request: `_method` in the query, else the override header, else the real method. */
function effectiveMethod(request: FastifyRequest): string {
  const query = request.query as Record<string, unknown> | undefined;
  const override = typeof query?.['_method'] === 'string' ? query['_method'] : request.headers['x-http-method-override'];
  return (typeof override === 'string' && override !== '' ? override : request.method).toUpperCase();
}

function sendHeaders(reply: FastifyReply, siteUrl: string, loggedIn: boolean): void {
  reply.header('X-Robots-Tag', 'noindex');
  reply.header('Link', `<${siteUrl}/wp-json/>; rel="https://api.w.org/"`);
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('Access-Control-Expose-Headers', 'X-WP-Total, X-WP-TotalPages, Link');
  reply.header('Access-Control-Allow-Headers', 'Authorization, X-WP-Nonce, Content-Disposition, Content-MD5, Content-Type');
  if (loggedIn) reply.header('Cache-Control', 'no-cache, must-revalidate, max-age=0, no-store, private');
}

function dispatcher(services: AppServices, endpoint: RestEndpoint) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<unknown> => {
    const handler: RestHandler | undefined = endpoint.methods[effectiveMethod(request) as RestMethod];
    const auth = authenticateRest(services, request);
    const siteUrl = 'state' in auth ? auth.state.siteUrl : `${request.protocol}://${request.host}`;
    sendHeaders(reply, siteUrl, 'state' in auth && auth.state.user !== null);
    if ('error' in auth) return reply.status(auth.error.data.status).send(auth.error);
    if (handler === undefined) return reply.status(404).send(NO_ROUTE());
    const result = await handler({ services, request, reply, state: auth.state, params: request.params as Record<string, string> });
    if (result === reply) return reply;
    if (isRestError(result)) return reply.status(result.data.status).send(result);
    return reply.type('application/json; charset=UTF-8').send(result);
  };
}

/**
 * Registers the REST client's demo routes under /wp-json in their own Fastify scope (so the upload
 * body parsers stay local), and the admin-ajax `rest-nonce` action that hands out nonces of the
 * current generation (it replaces the registry's plain one, which knows nothing of expiry).
 */
export function registerRestRoutes(app: FastifyInstance, services: AppServices): void {
  adminAjaxActions['rest-nonce'] = restNonceAction;
  void app.register(async (scope) => {
    const keepRaw = (_request: FastifyRequest, body: Buffer, done: (error: Error | null, body?: Buffer) => void) => done(null, body);
    // api-fetch sends DELETE as a bodiless POST still labelled JSON; Fastify's own parser refuses those.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
      try {
        done(null, body === '' ? undefined : (JSON.parse(String(body)) as unknown));
      } catch {
        done(Object.assign(new Error('Invalid JSON body passed.'), { statusCode: 400 }));
      }
    });
    scope.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: UPLOAD_LIMIT }, keepRaw);
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: UPLOAD_LIMIT }, keepRaw);
    for (const endpoint of restEndpoints) {
      const methods = new Set<RestMethod>(Object.keys(endpoint.methods) as RestMethod[]);
      // POST always exists: it carries X-HTTP-Method-Override for PUT, PATCH and DELETE.
      methods.add('POST');
      scope.route({ method: [...methods], url: `/wp-json${endpoint.path}`, handler: dispatcher(services, endpoint) });
    }
  });
}
