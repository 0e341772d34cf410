import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppServices } from '../AppServices.ts';
import { addToCart, parseQuantity } from '../http/cartActions.ts';
import { flashNotices, loadShopper } from '../http/loadShopper.ts';
import { addNotices } from '../http/addNotices.ts';
import { requestUrl, sendRedirect } from './pageContext.ts';

/** PHP's $_REQUEST: posted fields over query arguments (the form's action URL may carry some too). */
function fieldsOf(request: FastifyRequest): Record<string, unknown> {
  const query = (request.query as Record<string, unknown> | undefined) ?? {};
  const body = typeof request.body === 'object' && request.body !== null ? (request.body as Record<string, unknown>) : {};
  return { ...query, ...body };
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
    const fields = fieldsOf(request);
    const raw = fields['add-to-cart'];
    if (raw === undefined || raw === '') return;
    const state = loadShopper(services, request);
    const result = addToCart(services, state, Number(raw), parseQuantity(fields['quantity']), fields);
    flashNotices(state, addNotices(result));
    for (const drop of ['add-to-cart', 'quantity', 'added-to-cart']) url.searchParams.delete(drop);
    const qs = url.searchParams.toString();
    return sendRedirect(reply, state, `${url.pathname}${qs === '' ? '' : `?${qs}`}`);
  });
}
