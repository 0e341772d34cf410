import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppServices } from '../AppServices.ts';
import { adminAjaxActions } from '../routes/adminAjax.ts';
import { requestUrl } from '../routes/pageContext.ts';
import { encodeNewsletterFlash, NEWSLETTER_FLASH_COOKIE } from './newsletterFlash.ts';
import { NEWSLETTER_MESSAGES } from './newsletterMessages.ts';
import { subscribeToNewsletter, type NewsletterOutcome } from './subscribeToNewsletter.ts';

/** The widget's `action` field: admin-ajax's action name, and the marker of a no-JS page post. */
export const NEWSLETTER_ACTION = 'send_mailjet_subscription_form';

function bodyOf(request: FastifyRequest): Record<string, unknown> {
  return typeof request.body === 'object' && request.body !== null ? (request.body as Record<string, unknown>) : {};
}

/** The handler echoes its answer with status 200 in every case (contract s3.5). */
function answer(reply: FastifyReply, outcome: NewsletterOutcome): FastifyReply {
  if (outcome.kind === 'prop_errors') {
    return reply.status(200).type('text/html; charset=UTF-8').send(JSON.stringify({ prop_errors: outcome.ids }));
  }
  return reply.status(200).type('text/html; charset=UTF-8').send(outcome.kind === 'empty' ? '' : NEWSLETTER_MESSAGES[outcome.code]);
}

/**
 * The Mailjet widget's two doors (carousel-theme-newsletter-contract s3.4): the script posts to
 * admin-ajax.php with `action=send_mailjet_subscription_form`; without JavaScript the form posts the
 * same fields to the page itself (`action=""`), answered here by Post/Redirect/Get back to the form,
 * whose outcome the page then shows in the widget.
 */
export function registerNewsletter(app: FastifyInstance, services: AppServices): void {
  adminAjaxActions[NEWSLETTER_ACTION] = ({ services: s, reply, fields }) => answer(reply, subscribeToNewsletter(s.db, fields));
  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'POST') return;
    const body = bodyOf(request);
    const url = requestUrl(request);
    if (body['action'] !== NEWSLETTER_ACTION || url.pathname.startsWith('/wp-') || url.searchParams.has('wc-ajax')) return;
    const outcome = subscribeToNewsletter(services.db, body);
    reply.header('set-cookie', `${NEWSLETTER_FLASH_COOKIE}=${encodeNewsletterFlash(outcome)}; Max-Age=120; path=/; HttpOnly; SameSite=Lax`);
    return reply.status(303).header('Location', `${url.pathname}${url.search}#mailjetSubscriptionForm`).send();
  });
}
