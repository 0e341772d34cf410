import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../AppServices.ts';
/** The widget's `action` field: admin-ajax's action name, and the marker of a no-JS page post. */
export declare const NEWSLETTER_ACTION = "send_mailjet_subscription_form";
/**
 * The Mailjet widget's two doors (carousel-theme-newsletter-contract s3.4): the script posts to
 * admin-ajax.php with `action=send_mailjet_subscription_form`; without JavaScript the form posts the
 * same fields to the page itself (`action=""`), answered here by Post/Redirect/Get back to the form,
 * whose outcome the page then shows in the widget.
 */
export declare function registerNewsletter(app: FastifyInstance, services: AppServices): void;
