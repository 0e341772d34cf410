import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppServices } from '../AppServices.ts';
import { delay, faultsFor } from '../faults.ts';
import type { Faults } from '../faults.ts';
import { addToCart, parseQuantity, removeFromCart } from '../http/cartActions.ts';
import { cartFragmentsPayload, type FragmentsPayload } from '../http/cartFragments.ts';
import { addNotices } from '../http/addNotices.ts';
import { pixelFragmentsForAdd } from '../http/demoPixel.ts';
import { consumeNotices, flashNotices, loadShopper, sendCookies, syncCartCookies } from '../http/loadShopper.ts';
import { SESSION_NOTICES_CLASS } from '../http/neutralPages.ts';
import { noticesHtml } from '../templates/noticesHtml.ts';
import { paths } from '../templates/urls.ts';
import { createNonce } from '../util/nonce.ts';
import type { Json } from '../util/phpJson.ts';
import { wpJsonEncode } from '../util/phpJson.ts';
import { cartCheckoutHandlers } from './cartCheckoutAjax.ts';
import { HtmlAnswer } from './htmlAnswer.ts';
import { nonceUid, requestUrl } from './pageContext.ts';
import type { WcAjaxContext, WcAjaxHandler } from './wcAjaxTypes.ts';

/** The fragments answer; `added` holds what a plugin's filter adds only to an add's answer (demoPixel.ts). */
function fragments(ctx: WcAjaxContext, added: Record<string, string> = {}): Json {
  const payload = cartFragmentsPayload(ctx.state, createNonce(ctx.services.secret, 'woocommerce-cart', nonceUid(ctx.state)));
  return withSessionNotices(ctx, { ...payload, fragments: { ...payload.fragments, ...added } });
}

/**
 * The notices a neutral page held back, as the plugin's fragment (wcis_session_notices_fragment):
 * shown by the one uncached request of a page a shared cache served, then cleared.
 */
function withSessionNotices(ctx: WcAjaxContext, payload: FragmentsPayload): Json {
  if (ctx.state.notices.length === 0) return payload;
  consumeNotices(ctx.state);
  const html = `<div class="${SESSION_NOTICES_CLASS}">${noticesHtml(ctx.state.siteUrl, ctx.state.notices, ctx.services.catalogue.productById)}</div>`;
  return { ...payload, fragments: { ...payload.fragments, [`div.${SESSION_NOTICES_CLASS}`]: html } };
}

/** Endpoint registry: add a handler here (one file per endpoint for anything bigger than a few lines). */
export const wcAjaxHandlers: Record<string, WcAjaxHandler> = {
  get_refreshed_fragments: (ctx) => fragments(ctx),
  add_to_cart: (ctx) => {
    const raw = ctx.fields['product_id'];
    // WC_AJAX::add_to_cart returns with no output when product_id is missing.
    if (raw === undefined || raw === '') return null;
    const result = addToCart(ctx.services, ctx.state, Number(raw), parseQuantity(ctx.fields['quantity']), ctx.fields);
    if (result.ok) return fragments(ctx, pixelFragmentsForAdd(ctx.services.catalogue, ctx.state, ctx.request.body));
    // wc_add_notice() keeps the reason in the shopper's session and the product page the shopper is
    // sent to prints it. A guest without a session (nothing in the cart yet) has nowhere to keep it:
    // WooCommerce then sets no cookie at all (add_to_cart-outofstock.headers) and the page shows none.
    if (ctx.state.sessionKey !== null) flashNotices(ctx.state, addNotices(result));
    const product = result.reason === 'missing' ? undefined : result.product.parentId === null
      ? result.product : ctx.services.catalogue.productById(result.product.parentId);
    const url = product === undefined ? `${ctx.state.siteUrl}/` : ctx.state.siteUrl + paths.product(product.slug);
    return { error: true, product_url: url };
  },
  remove_from_cart: (ctx) => {
    const key = ctx.fields['cart_item_key'];
    const removed = typeof key === 'string' ? removeFromCart(ctx.services, ctx.state, key) : null;
    return removed === null ? { success: false } : fragments(ctx);
  },
};

/** The wc-ajax header set, in the order WooCommerce sends it (see *.headers fixtures). */
function setAjaxHeaders(reply: FastifyReply, json: boolean): void {
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('X-Robots-Tag', 'noindex');
  reply.header('Content-Type', json ? 'application/json; charset=UTF-8' : 'text/html; charset=UTF-8');
  reply.header('Expires', 'Wed, 11 Jan 1984 05:00:00 GMT');
  reply.header('Cache-Control', 'no-cache, must-revalidate, max-age=0, no-store, private');
}

function fieldsOf(request: FastifyRequest): Record<string, unknown> {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const body = typeof request.body === 'object' && request.body !== null ? (request.body as Record<string, unknown>) : {};
  return { ...query, ...body };
}

/** What a PHP fatal error or a notice printed mid-answer leaves behind: JSON cut short. */
const BROKEN_JSON = '{"fragments":{"div.widget_shopping_cart_content":"<div class=\\"widget_shopping_cart_content';

async function send(reply: FastifyReply, faults: Faults, body: string | null): Promise<FastifyReply> {
  await delay(faults.latencyMs);
  if (faults.status !== null) return reply.status(faults.status).send(`wc-islands fault: status ${faults.status}`);
  if (faults.malformed) return reply.status(200).send(BROKEN_JSON);
  if (faults.empty || body === null) return reply.status(200).send('');
  return reply.status(200).send(body);
}

/** WooCommerce answers `?wc-ajax=` on any front-end URL and any method, before routing. */
export function registerWcAjax(app: FastifyInstance, services: AppServices): void {
  app.addHook('preHandler', async (request, reply) => {
    const action = requestUrl(request).searchParams.get('wc-ajax');
    if (action === null) return;
    const state = loadShopper(services, request);
    const fields = fieldsOf(request);
    const faults = faultsFor(fields['wc-islands-fault'], request.cookies['wc_islands_fault']);
    const handler = wcAjaxHandlers[action] ?? cartCheckoutHandlers[action];
    // A faulted request fails before the store acts on it, so a client's fallback (following the
    // button's own link) is the one and only add: tests can then check the cart exactly.
    const failsBeforeStore = faults.status !== null || faults.empty || faults.malformed;
    const result = handler === undefined || failsBeforeStore ? null : await handler({ services, request, state, fields });
    const html = result instanceof HtmlAnswer;
    setAjaxHeaders(reply, result !== null && !html && !faults.empty);
    syncCartCookies(state);
    sendCookies(reply, state);
    return send(reply, faults, result === null ? null : html ? result.html : wpJsonEncode(result));
  });
}
