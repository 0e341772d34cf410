import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppServices } from '../AppServices.ts';
import type { ShopperState } from '../http/ShopperState.ts';

// The admin-ajax registry's handler types, apart from the registry (adminAjax.ts) so the actions it
// lists import them without importing the registry back.
export interface AdminAjaxContext {
  services: AppServices;
  request: FastifyRequest;
  reply: FastifyReply;
  state: ShopperState;
  fields: Readonly<Record<string, unknown>>;
}

/** A handler sends its own answer through ctx.reply (wp_send_json, plain text, …) and returns it. */
export type AdminAjaxHandler = (ctx: AdminAjaxContext) => FastifyReply | Promise<FastifyReply>;
