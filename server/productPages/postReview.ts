import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppServices } from '../AppServices.ts';
import { loadShopper } from '../http/loadShopper.ts';
import { escapeHtml } from '../templates/escape.ts';
import { paths } from '../templates/urls.ts';
import { SINGLE_PRODUCT_PARAMS } from './singleProductGlobals.ts';

/** wp_die()'s page: WordPress answers a refused comment with a short page and a back link. */
function commentFailure(reply: FastifyReply, message: string): FastifyReply {
  return reply.status(200).type('text/html; charset=UTF-8').send(`<!DOCTYPE html>
<html lang="en-US"><head><meta charset="UTF-8"><title>Comment Submission Failure</title></head>
<body id="error-page"><div class="wp-die-message"><p>${message}</p></div>
<p><a href='javascript:history.back()'>&laquo; Back</a></p></body></html>`);
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * wp-comments-post.php for product reviews. WC_Comments::check_comment_rating refuses a review
 * without a rating when ratings are required; WordPress refuses missing text, name or email.
 * Reviews are approved at once on this demo (comment moderation is off), and the shopper lands on
 * the new review (get_comment_link: the product URL and #comment-ID).
 */
export function registerReviewRoute(app: FastifyInstance, services: AppServices): void {
  app.post('/wp-comments-post.php', (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const product = services.catalogue.productById(Number(body['comment_post_ID'] ?? 0));
    if (product === undefined || product.parentId !== null) return commentFailure(reply, 'Sorry, comments are closed for this item.');
    const rating = Number(body['rating'] ?? 0);
    if (SINGLE_PRODUCT_PARAMS.review_rating_required === 'yes' && !(rating >= 1 && rating <= 5)) {
      return commentFailure(reply, 'Please rate the product.');
    }
    const state = loadShopper(services, request);
    const author = state.user?.displayName ?? text(body['author']);
    const email = state.user?.email ?? text(body['email']);
    if (author === '' || email === '') return commentFailure(reply, '<strong>Error:</strong> Please fill the required fields.');
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) return commentFailure(reply, '<strong>Error:</strong> Please enter a valid email address.');
    const content = text(body['comment']);
    if (content === '') return commentFailure(reply, '<strong>Error:</strong> Please type your comment text.');
    const id = services.catalogue.pages.addReview({ productId: product.id, author, email, rating: Math.round(rating), content });
    const location = `${state.siteUrl}${paths.product(product.slug)}#comment-${id}`;
    return reply.status(302).header('Location', location).type('text/html; charset=UTF-8').send(escapeHtml(location));
  });
}
