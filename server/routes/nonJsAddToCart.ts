import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppServices } from '../AppServices.ts';
import { addToCart, parseQuantity } from '../http/cartActions.ts';
import { flashNotices, loadShopper } from '../http/loadShopper.ts';
import type { Notice } from '../http/notices.ts';
import { requestUrl, sendRedirect } from './pageContext.ts';

function field(request: FastifyRequest, name: string): unknown {
  const fromQuery = (request.query as Record<string, unknown> | undefined)?.[name];
  if (fromQuery !== undefined) return fromQuery;
  const body = request.body;
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
}

/**
 * WC_Form_Handler::add_to_cart_action runs on every front-end URL: `?add-to-cart=ID` links and the
 * single-product form (POST add-to-cart=ID). We answer 303 back to the page without the arg and
 * show the notice there, so reloading never adds twice.
 */
export function registerNonJsAddToCart(app: FastifyInstance, services: AppServices): void {
  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'POST') return;
    const url = requestUrl(request);
    if (url.searchParams.has('wc-ajax') || url.pathname.startsWith('/wp-')) return;
    const raw = field(request, 'add-to-cart');
    if (raw === undefined || raw === '') return;
    const state = loadShopper(services, request);
    const result = addToCart(services, state, Number(raw), parseQuantity(field(request, 'quantity')));
    const notices: Notice[] = result.ok
      ? [{ kind: 'added', productId: result.product.id, quantity: result.quantity }]
      : result.reason === 'missing' ? [] : [{ kind: result.reason, productId: result.product.id }];
    flashNotices(state, notices);
    for (const drop of ['add-to-cart', 'quantity', 'added-to-cart']) url.searchParams.delete(drop);
    const qs = url.searchParams.toString();
    return sendRedirect(reply, state, `${url.pathname}${qs === '' ? '' : `?${qs}`}`);
  });
}
