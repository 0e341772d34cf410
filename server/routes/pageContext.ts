import { bundleVersion, loaderChunkFile } from './bundleVersion.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppServices } from '../AppServices.ts';
import { consumeNotices, sendCookies, syncCartCookies } from '../http/loadShopper.ts';
import type { ShopperState } from '../http/ShopperState.ts';
import { noticesHtml } from '../templates/noticesHtml.ts';
import type { PageContext } from '../templates/PageContext.ts';
import { createNonce } from '../util/nonce.ts';
import { emptyCart, viewCart } from '../store/cart.ts';
import { classifyPage, isNeutralPage, neutralSwitchOn, SESSION_NOTICES_CLASS, sendCacheHeaders, sendPersonalHeaders } from '../http/neutralPages.ts';
import { demoLocale } from '../http/demoLocale.ts';
import { demoTheme } from '../http/demoTheme.ts';
import { pixelSwitchOn } from '../http/demoPixel.ts';
import { decodeNewsletterFlash, NEWSLETTER_FLASH_COOKIE, type NewsletterFlash } from '../newsletter/newsletterFlash.ts';

export function nonceUid(state: ShopperState): string {
  // A neutral page's nonces are a guest's without a session: the same for every guest (issue #27).
  if (isNeutralPage(state)) return '0';
  return state.user !== null ? String(state.user.id) : (state.sessionKey ?? '0');
}

export function requestUrl(request: FastifyRequest): URL {
  return new URL(request.url, 'http://localhost');
}

function comingSoon(services: AppServices, state: ShopperState): PageContext['comingSoon'] {
  const user = state.user;
  if (user === null || user.role !== 'administrator') return null;
  if (services.catalogue.option('woocommerce_coming_soon') !== 'yes') return null;
  if (services.users.meta(user.id, 'woocommerce_coming_soon_banner_dismissed') === 'yes') return null;
  return {
    restUrl: `${state.siteUrl}/wp-json/wp/v2/users/${user.id}`,
    nonce: createNonce(services.secret, 'wp_rest', nonceUid(state)),
  };
}

/** A no-JS sign-up's outcome, shown once: the flash cookie is cleared with this page. */
function newsletterFlash(state: ShopperState): NewsletterFlash | null {
  const flash = decodeNewsletterFlash(state.cookies[NEWSLETTER_FLASH_COOKIE]);
  if (state.cookies[NEWSLETTER_FLASH_COOKIE] !== undefined) {
    state.otherCookies.push(`${NEWSLETTER_FLASH_COOKIE}=; Max-Age=0; path=/; HttpOnly; SameSite=Lax`);
  }
  return flash;
}

export function buildPageContext(services: AppServices, request: FastifyRequest, state: ShopperState): PageContext {
  const url = requestUrl(request);
  const query = new URLSearchParams(url.search);
  const islands = query.get('islands') !== 'off';
  const legacy = query.get('legacy') === '1';
  // Without the bundle the store is WooCommerce as it ships: no cache class, nothing neutral.
  const neutral = islands && !legacy && classifyPage(request, state, url);
  const notice = services.catalogue.option('woocommerce_demo_store') === 'yes'
    ? services.catalogue.option('woocommerce_demo_store_notice') ?? null : null;
  return {
    siteUrl: state.siteUrl,
    currentPath: url.pathname,
    currentQuery: query,
    islands,
    islandsVersion: bundleVersion(services.distDir),
    islandsLoaderChunk: loaderChunkFile(services.distDir),
    jquery: query.get('jquery') === '1',
    legacy,
    view: neutral ? viewCart(emptyCart(), services.catalogue.productById) : state.view,
    neutral,
    cartNonce: createNonce(services.secret, 'woocommerce-cart', nonceUid(state)),
    user: state.user,
    // A neutral page holds the session's notices back: the fragments refresh brings them.
    noticesHtml: neutral ? `<div class="${SESSION_NOTICES_CLASS}"></div>${noticesHtml(state.siteUrl, [], services.catalogue.productById)}`
      : noticesHtml(state.siteUrl, state.notices, services.catalogue.productById),
    storeName: services.catalogue.option('blogname') ?? 'Skyline Drone Supply',
    tagline: services.catalogue.option('blogdescription') ?? '',
    storeNotice: notice,
    comingSoon: comingSoon(services, state),
    restNonce: state.user === null ? '' : createNonce(services.secret, 'wp_rest', nonceUid(state)),
    newsletter: newsletterFlash(state),
    locale: demoLocale(state),
    theme: demoTheme(state),
    pixel: pixelSwitchOn(state),
  };
}

/** Sends a rendered page with the cart cookies WooCommerce sets on every request (reference s2.6). */
export function sendPage(reply: FastifyReply, state: ShopperState, html: string, status = 200): FastifyReply {
  syncCartCookies(state);
  if (!isNeutralPage(state)) consumeNotices(state);
  sendCookies(reply, state);
  // A 404 may be published next, and is never stored (wcis_personal_reason).
  sendCacheHeaders(reply, state, state.cartCookies.length + state.otherCookies.length > 0 || status !== 200);
  reply.header('Link', `<${state.siteUrl}/wp-json/>; rel="https://api.w.org/"`);
  return reply.status(status).type('text/html; charset=UTF-8').send(html);
}

/** Post/Redirect/Get: 303 so a reload does not repeat the POST or the ?add-to-cart. */
export function sendRedirect(reply: FastifyReply, state: ShopperState, location: string): FastifyReply {
  syncCartCookies(state);
  sendCookies(reply, state);
  if (neutralSwitchOn(state)) sendPersonalHeaders(reply);
  return reply.status(303).header('Location', location).send();
}
