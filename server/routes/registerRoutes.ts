import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../AppServices.ts';
import { registerAccountRoutes } from './accountRoutes.ts';
import { registerAttributionDemoRoutes } from '../attribution/attributionDemoRoutes.ts';
import { registerConsentDemo } from '../attribution/consentDemo.ts';
import { registerPixelRoutes } from '../analytics/pixelRoutes.ts';
import { registerAdminAjax } from './adminAjax.ts';
import { registerNewsletter } from '../newsletter/registerNewsletter.ts';
import { registerCartRoute } from './cartRoute.ts';
import { registerCheckoutRoute } from './checkoutRoute.ts';
import { registerContentRoutes } from './contentRoutes.ts';
import { registerFixturePages } from './fixturePages.ts';
import { registerHomeRoute } from './homeRoute.ts';
import { registerNonJsAddToCart } from './nonJsAddToCart.ts';
import { notFound } from './notFound.ts';
import { registerProductRoute } from './productRoute.ts';
import { registerProductPages } from '../productPages/registerProductPages.ts';
import { registerRestRoutes } from './rest/registerRestRoutes.ts';
import { registerShopRoutes } from './shopRoutes.ts';
import { registerStaticFiles } from './staticFiles.ts';
import { registerUploadsRoute } from './uploadsRoute.ts';
import { registerWcAjax } from './wcAjax.ts';
import { registerWpJson } from './wpJson.ts';
import { registerStrictCsp } from '../http/strictCsp.ts';
import { registerSplitHtml } from '../http/splitHtml.ts';

/** Order matters for the hooks: wc-ajax first (it answers before routing), then ?add-to-cart. */
export function registerRoutes(app: FastifyInstance, services: AppServices): void {
  registerWcAjax(app, services);
  registerNonJsAddToCart(app, services);
  registerConsentDemo(app);
  registerPixelRoutes(app);
  registerAdminAjax(app, services);
  registerNewsletter(app, services);
  registerWpJson(app, services);
  registerRestRoutes(app, services);
  registerStaticFiles(app, services);
  registerFixturePages(app, services);
  registerUploadsRoute(app, services);
  registerHomeRoute(app, services);
  registerShopRoutes(app, services);
  registerProductRoute(app, services);
  registerProductPages(app, services);
  registerCartRoute(app, services);
  registerCheckoutRoute(app, services);
  registerAccountRoutes(app, services);
  registerAttributionDemoRoutes(app, services);
  registerContentRoutes(app, services);
  // Last: onSend hooks run in registration order, and others (the consent demo) add scripts to the page.
  registerStrictCsp(app);
  // After the policy's hook: it splits the page once its tags carry the nonce.
  registerSplitHtml(app);
  app.setNotFoundHandler((request, reply) => {
    // WordPress redirect_canonical: /shop -> /shop/ (pretty permalinks end with a slash).
    const [path = '/', query] = request.url.split('?');
    if (request.method === 'GET' && !path.endsWith('/') && !path.includes('.')) {
      return reply.status(301).header('Location', `${path}/${query === undefined ? '' : `?${query}`}`).send();
    }
    return notFound(services, request, reply);
  });
}
