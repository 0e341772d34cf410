import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../AppServices.ts';
/**
 * WC_Form_Handler::add_to_cart_action runs on every front-end URL: `?add-to-cart=ID` links and the
 * single-product form (POST add-to-cart=ID). We answer 303 back to the page without the arg and
 * show the notice there, so reloading never adds twice.
 */
export declare function registerNonJsAddToCart(app: FastifyInstance, services: AppServices): void;
