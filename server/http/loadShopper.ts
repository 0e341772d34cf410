import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppServices } from '../AppServices.ts';
import { emptyCart, viewCart } from '../store/cart.ts';
import type { CartData } from '../store/cart.ts';
import { phpExpireCookie, phpSetCookie } from '../util/phpCookie.ts';
import { hmacMd5 } from '../util/hash.ts';
import {
  CART_HASH_COOKIE, ITEMS_IN_CART_COOKIE, NOTICES_COOKIE, loggedInCookieName, sessionCookieName,
} from './cookieNames.ts';
import { SESSION_LIFETIME, guestSessionCookie, newGuestSession, parseGuestSession } from './guestSession.ts';
import { decodeNotices, encodeNotices } from './notices.ts';
import type { Notice } from './notices.ts';
import type { ShopperState } from './ShopperState.ts';
import { siteUrlOf } from './siteUrlOf.ts';
import type { User } from '../store/createUsers.ts';

const now = (): number => Math.floor(Date.now() / 1000);

/** `login|expiry|token|hmac`, the shape of WordPress's logged-in cookie. */
function readLogin(services: AppServices, value: string | undefined): { user: User; token: string } | null {
  if (value === undefined) return null;
  const [login, expiry, token, mac] = value.split('|');
  if (login === undefined || expiry === undefined || token === undefined || mac === undefined) return null;
  if (hmacMd5(services.secret, `${login}|${expiry}|${token}`) !== mac) return null;
  const userId = Number(login.split(':')[0]);
  const user = services.users.sessionUser(userId, token);
  return user === undefined ? null : { user, token };
}

export function loginCookieValue(services: AppServices, user: User, token: string, expiry: number): string {
  const login = `${user.id}:${user.login}`;
  return `${login}|${expiry}|${token}|${hmacMd5(services.secret, `${login}|${expiry}|${token}`)}`;
}

export function loadShopper(services: AppServices, request: FastifyRequest): ShopperState {
  const siteUrl = siteUrlOf(services, request);
  const cookies = request.cookies;
  const login = readLogin(services, cookies[loggedInCookieName(siteUrl)]);
  const guest = parseGuestSession(cookies[sessionCookieName(siteUrl)], services.secret, now());
  const sessionKey = login !== null ? `u_${login.user.id}` : (guest?.key ?? null);
  const cart = sessionKey === null ? emptyCart() : services.carts.load(sessionKey);
  return {
    siteUrl, cookies,
    user: login?.user ?? null,
    loginToken: login?.token ?? null,
    sessionKey, cart,
    view: viewCart(cart, services.catalogue.productById),
    cartCookies: [], otherCookies: [],
    notices: decodeNotices(cookies[NOTICES_COOKIE]),
  };
}

/** Saves a changed cart, starting a guest session on the first non-empty cart (not before, like WooCommerce). */
export function updateCart(services: AppServices, state: ShopperState, cart: CartData): void {
  state.cart = cart;
  state.view = viewCart(cart, services.catalogue.productById);
  const t = now();
  if (state.sessionKey === null) {
    if (cart.items.length === 0) return;
    const session = newGuestSession(t);
    state.sessionKey = session.key;
    state.otherCookies.push(guestSessionCookie(sessionCookieName(state.siteUrl), session, services.secret, t));
  }
  services.carts.save(state.sessionKey, cart, t + SESSION_LIFETIME);
}

/**
 * WC_Cart_Session::set_cart_cookies: items-in-cart and hash cookies are (re)sent only when their
 * value differs, and both are expired once the cart is empty and the items cookie is still present.
 */
export function syncCartCookies(state: ShopperState): void {
  const out: string[] = [];
  if (state.view.lines.length > 0) {
    if (state.cookies[ITEMS_IN_CART_COOKIE] !== '1') out.push(phpSetCookie(ITEMS_IN_CART_COOKIE, '1'));
    if (state.cookies[CART_HASH_COOKIE] !== state.view.hash) out.push(phpSetCookie(CART_HASH_COOKIE, state.view.hash));
  } else if (state.cookies[ITEMS_IN_CART_COOKIE] !== undefined) {
    out.push(phpExpireCookie(ITEMS_IN_CART_COOKIE), phpExpireCookie(CART_HASH_COOKIE));
  }
  state.cartCookies = out;
}

/** Queues notices for the page after a redirect. */
export function flashNotices(state: ShopperState, notices: readonly Notice[]): void {
  state.otherCookies.push(`${NOTICES_COOKIE}=${encodeNotices(notices)}; Max-Age=120; path=/; HttpOnly; SameSite=Lax`);
}

/** Notices were shown on this page: clear the flash cookie. */
export function consumeNotices(state: ShopperState): void {
  if (state.cookies[NOTICES_COOKIE] !== undefined) {
    state.otherCookies.push(`${NOTICES_COOKIE}=; Max-Age=0; path=/; HttpOnly; SameSite=Lax`);
  }
}

export function sendCookies(reply: FastifyReply, state: ShopperState): void {
  const all = [...state.cartCookies, ...state.otherCookies];
  if (all.length > 0) reply.header('set-cookie', all);
}
