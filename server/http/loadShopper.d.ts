import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppServices } from '../AppServices.ts';
import type { CartData } from '../store/cart.ts';
import type { Notice } from './notices.ts';
import type { ShopperState } from './ShopperState.ts';
import type { User } from '../store/createUsers.ts';
export declare function loginCookieValue(services: AppServices, user: User, token: string, expiry: number): string;
export declare function loadShopper(services: AppServices, request: FastifyRequest): ShopperState;
/** Saves a changed cart, starting a guest session on the first non-empty cart (not before, like WooCommerce). */
export declare function updateCart(services: AppServices, state: ShopperState, cart: CartData): void;
/**
 * WC_Cart_Session::set_cart_cookies: items-in-cart and hash cookies are (re)sent only when their
 * value differs, and both are expired once the cart is empty and the items cookie is still present.
 */
export declare function syncCartCookies(state: ShopperState): void;
/** Queues notices for the page after a redirect. */
export declare function flashNotices(state: ShopperState, notices: readonly Notice[]): void;
/** Notices were shown on this page: clear the flash cookie. */
export declare function consumeNotices(state: ShopperState): void;
export declare function sendCookies(reply: FastifyReply, state: ShopperState): void;
