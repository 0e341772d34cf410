import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../AppServices.ts';
import { registerAdminAjax } from './adminAjax.ts';
import { registerHomeRoute } from './homeRoute.ts';
import { registerNonJsAddToCart } from './nonJsAddToCart.ts';
import { notFound } from './notFound.ts';
import { registerShopRoutes } from './shopRoutes.ts';
import { registerStaticFiles } from './staticFiles.ts';
import { registerUploadsRoute } from './uploadsRoute.ts';
import { registerWcAjax } from './wcAjax.ts';
import { registerWpJson } from './wpJson.ts';

/** Order matters for the hooks: wc-ajax first (it answers before routing), then ?add-to-cart. */
export function registerRoutes(app: FastifyInstance, services: AppServices): void {
  registerWcAjax(app, services);
  registerNonJsAddToCart(app, services);
  registerAdminAjax(app, services);
  registerWpJson(app, services);
  registerStaticFiles(app, services);
  registerUploadsRoute(app, services);
  registerHomeRoute(app, services);
  registerShopRoutes(app, services);
  app.setNotFoundHandler((request, reply) => notFound(services, request, reply));
}
