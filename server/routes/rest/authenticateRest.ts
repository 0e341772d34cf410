import type { FastifyRequest } from 'fastify';
import type { AppServices } from '../../AppServices.ts';
import { loadShopper } from '../../http/loadShopper.ts';
import type { ShopperState } from '../../http/ShopperState.ts';
import { restError } from './restError.ts';
import type { RestError } from './restError.ts';
import { verifyRestNonce } from './restNonces.ts';

function nonceOf(request: FastifyRequest): unknown {
  const header = request.headers['x-wp-nonce'];
  if (header !== undefined) return header;
  return (request.query as Record<string, unknown> | undefined)?.['_wpnonce'];
}

/**
 * rest_cookie_check_errors(): a logged-in cookie counts only with a valid `wp_rest` nonce (header
 * X-WP-Nonce or `_wpnonce`). Without one the request runs as a guest; with a bad one it fails with
 * `rest_cookie_invalid_nonce` 403 (spec s8). Guests are never checked, as in WordPress.
 */
export function authenticateRest(services: AppServices, request: FastifyRequest): { state: ShopperState } | { error: RestError } {
  const state = loadShopper(services, request);
  if (state.user === null) return { state };
  const nonce = nonceOf(request);
  if (nonce === undefined) return { state: { ...state, user: null } };
  if (!verifyRestNonce(services, state, nonce)) {
    return { error: restError('rest_cookie_invalid_nonce', 'Cookie check failed', 403) };
  }
  return { state };
}
