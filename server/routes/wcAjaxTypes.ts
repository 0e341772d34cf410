import type { FastifyRequest } from 'fastify';
import type { AppServices } from '../AppServices.ts';
import type { ShopperState } from '../http/ShopperState.ts';
import type { Json } from '../util/phpJson.ts';
import type { HtmlAnswer } from './htmlAnswer.ts';

// The wc-ajax registry's handler types, apart from the registry (wcAjax.ts) so handler modules it
// lists import them without importing the registry back.
export interface WcAjaxContext {
  services: AppServices;
  request: FastifyRequest;
  state: ShopperState;
  /** Posted form fields (form-encoded body), merged over the query string. */
  fields: Readonly<Record<string, unknown>>;
}

/** A handler returns the JSON to send (wp_send_json), HTML, or null for an empty body (handler returned early). */
export type WcAjaxHandler = (ctx: WcAjaxContext) => Json | HtmlAnswer | null | Promise<Json | HtmlAnswer | null>;
