import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../AppServices.ts';
import { loadShopper } from '../http/loadShopper.ts';
import { buildPageContext, requestUrl, sendPage, sendRedirect } from '../routes/pageContext.ts';
import { notFound } from '../routes/notFound.ts';
import { layout } from '../templates/layout.ts';
import { attributionDemoPage } from './attributionDemoPage.ts';
import { referrerPage } from './referrerPage.ts';
import { REFERRER_SITES } from './referrerSites.ts';

export const ATTRIBUTION_DEMO_PATH = '/attribution-demo/';

/** sourcebuster's cookies (woocommerce-contract s4.7), for "forget my source". */
const TRACKING_COOKIES = ['sbjs_current', 'sbjs_current_add', 'sbjs_first', 'sbjs_first_add', 'sbjs_session', 'sbjs_udata', 'sbjs_migrations', 'sbjs_promo'];

/** The store's origin from the `to` query (http or https only), else this request's origin. */
function storeOrigin(to: string | null, fallback: string): string {
  try {
    const url = new URL(to ?? '');
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
  } catch {
    // Not a URL: fall back.
  }
  return fallback;
}

/** Clears the cookies host-only and, on a named host, on `.host` as sourcebuster writes them. */
function forgetCookies(hostname: string): string[] {
  const named = hostname.includes('.') && !/^[\d.]+$|:/.test(hostname);
  return TRACKING_COOKIES.flatMap((name) => [
    `${name}=; Max-Age=0; Path=/`,
    ...(named ? [`${name}=; Max-Age=0; Path=/; Domain=.${hostname.replace(/^www\./, '')}`] : []),
  ]);
}

/** The attribution demo page and the stand-in referring sites (issue 7). */
export function registerAttributionDemoRoutes(app: FastifyInstance, services: AppServices): void {
  app.get(ATTRIBUTION_DEMO_PATH, (request, reply) => {
    const state = loadShopper(services, request);
    if (requestUrl(request).searchParams.has('forget')) {
      reply.header('set-cookie', forgetCookies(request.hostname));
      return sendRedirect(reply, state, ATTRIBUTION_DEMO_PATH);
    }
    const ctx = buildPageContext(services, request, state);
    return sendPage(reply, state, layout(ctx, {
      title: 'Order attribution demo', breadcrumb: [{ label: 'Order attribution demo' }],
      bodyClasses: ['wp-singular', 'page-template-default', 'page'], main: attributionDemoPage(ctx.siteUrl),
    }));
  });

  app.get('/__referrer/:site/', (request, reply) => {
    const site = REFERRER_SITES.find((s) => s.slug === (request.params as { site: string }).site);
    if (site === undefined) return notFound(services, request, reply);
    const url = requestUrl(request);
    const origin = storeOrigin(url.searchParams.get('to'), `${request.protocol}://${request.host}`);
    const html = referrerPage(site, url.searchParams.get('q') ?? 'drone nozzles', origin + site.target);
    return reply.type('text/html; charset=UTF-8').header('Cache-Control', 'no-store').send(html);
  });
}
