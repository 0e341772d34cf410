import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../AppServices.ts';
import { siteUrlOf } from '../http/siteUrlOf.ts';
import { addressDemoRoutes } from '../addressDemo/addressDemoRoutes.ts';
import type { WpJsonRoute } from './wpJsonTypes.ts';

/** REST route registry: later issues append routes (users meta, media, comments …) here. */
export const wpJsonRoutes: WpJsonRoute[] = [...addressDemoRoutes];

const BASE_NAMESPACES = ['oembed/1.0', 'wp/v2', 'wc/store/v1', 'jetpack/v4'];

export function registerWpJson(app: FastifyInstance, services: AppServices): void {
  app.get('/wp-json/', async (request, reply) => {
    const siteUrl = siteUrlOf(services, request);
    const namespaces = [...new Set([...BASE_NAMESPACES, ...wpJsonRoutes.map((r) => r.namespace)])];
    return reply.header('X-Robots-Tag', 'noindex').send({
      name: services.catalogue.option('blogname') ?? '',
      description: services.catalogue.option('blogdescription') ?? '',
      url: siteUrl,
      home: siteUrl,
      gmt_offset: '-5',
      timezone_string: '',
      namespaces,
      authentication: [],
      routes: {},
    });
  });
  for (const route of wpJsonRoutes) {
    app.route({
      method: route.method,
      url: `/wp-json${route.path}`,
      handler: (request, reply) => route.handler(services, request, reply),
    });
  }
}
