import type { FastifyRequest } from 'fastify';
import type { AppServices } from '../../AppServices.ts';
import type { ShopperState } from '../../http/ShopperState.ts';
import type { RestError } from './restError.ts';
/**
 * rest_cookie_check_errors(): a logged-in cookie counts only with a valid `wp_rest` nonce (header
 * X-WP-Nonce or `_wpnonce`). Without one the request runs as a guest; with a bad one it fails with
 * `rest_cookie_invalid_nonce` 403 (spec s8). Guests are never checked, as in WordPress.
 */
export declare function authenticateRest(services: AppServices, request: FastifyRequest): {
    state: ShopperState;
} | {
    error: RestError;
};
