import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../AppServices.ts';
import { wcAjaxHandlers } from '../routes/wcAjax.ts';
import { getVariation } from './getVariation.ts';
import { registerReviewRoute } from './postReview.ts';

/** What product pages add to the store's endpoints: wc-ajax=get_variation and the review form's target. */
export function registerProductPages(app: FastifyInstance, services: AppServices): void {
  wcAjaxHandlers['get_variation'] = getVariation;
  registerReviewRoute(app, services);
}
