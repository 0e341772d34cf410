import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../AppServices.ts';
import { fieldDayPost } from '../catalogue/fieldDayPost.ts';
import { loadShopper } from '../http/loadShopper.ts';
import { attachmentPage, postAttachments } from '../templates/attachmentPage.ts';
import { blogPost, jetpackCarouselGlobals } from '../templates/blogPost.ts';
import { brandsPage } from '../templates/brandsPage.ts';
import { carouselSkeleton } from '../templates/carouselSkeleton.ts';
import { layout } from '../templates/layout.ts';
import { paths } from '../templates/urls.ts';
import { createNonce } from '../util/nonce.ts';
import { notFound } from './notFound.ts';
import { buildPageContext, nonceUid, sendPage } from './pageContext.ts';

/** The field-day blog post (Jetpack gallery + carousel) and the Brands A–Z page. */
export function registerContentRoutes(app: FastifyInstance, services: AppServices): void {
  app.get(paths.post(fieldDayPost.slug), (request, reply) => {
    const state = loadShopper(services, request);
    const ctx = buildPageContext(services, request, state);
    const postUrl = ctx.siteUrl + paths.post(fieldDayPost.slug);
    const nonce = createNonce(services.secret, 'carousel_nonce', nonceUid(state));
    return sendPage(reply, state, layout(ctx, {
      title: fieldDayPost.title, main: blogPost(ctx.siteUrl, fieldDayPost),
      breadcrumb: [{ label: 'Field reports' }, { label: fieldDayPost.title }],
      bodyClasses: ['wp-singular', 'post-template-default', 'single', 'single-post', `postid-${fieldDayPost.id}`, 'single-format-standard'],
      footerMarkup: carouselSkeleton() + jetpackCarouselGlobals(ctx.siteUrl, postUrl, nonce, state.user !== null),
    }));
  });

  // Attachment pages: where a linked gallery image leads with JavaScript off (the carousel opens instead with it on).
  app.get(`${paths.post(fieldDayPost.slug)}:file/`, (request, reply) => {
    const file = (request.params as { file: string }).file;
    const photo = postAttachments(fieldDayPost).find((p) => p.file === file);
    if (photo === undefined) return notFound(services, request, reply);
    const state = loadShopper(services, request);
    const ctx = buildPageContext(services, request, state);
    return sendPage(reply, state, layout(ctx, {
      title: photo.title, main: attachmentPage(ctx.siteUrl, fieldDayPost, photo),
      breadcrumb: [{ label: 'Field reports' }, { label: fieldDayPost.title, url: ctx.siteUrl + paths.post(fieldDayPost.slug) }, { label: photo.title }],
      bodyClasses: ['attachment', 'wp-singular', 'attachment-template-default', 'single', 'single-attachment', `postid-${photo.attachmentId}`, `attachmentid-${photo.attachmentId}`, 'attachment-svg'],
    }));
  });

  app.get(paths.brands, (request, reply) => {
    const state = loadShopper(services, request);
    const ctx = buildPageContext(services, request, state);
    return sendPage(reply, state, layout(ctx, {
      title: 'Brands', breadcrumb: [{ label: 'Brands' }], main: brandsPage(ctx.siteUrl, services.catalogue.brands()),
      bodyClasses: ['wp-singular', 'page-template-default', 'page', 'page-id-182'],
    }));
  });
}
