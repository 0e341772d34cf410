// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/openDatabase.ts';
import { subscribeToNewsletter } from '../subscribeToNewsletter.ts';
import { CookieJar, createTestApp, FORM } from '../../__tests__/testApp.ts';

const SENT = 'Subscription confirmation email sent. Please check your inbox and confirm your subscription.';

function fields(extra: Record<string, string> = {}): string {
  return new URLSearchParams({
    subscription_email: 'pilot@example.com', subscription_locale: 'en_US', action: 'send_mailjet_subscription_form',
    'properties[1]': 'Ana', widget_id: 'wp_mailjet_subscribe_widget-3', ...extra,
  }).toString();
}

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const ajax = (payload: string) => app.inject({ method: 'POST', url: '/wp-admin/admin-ajax.php', headers: FORM, payload });

describe('newsletter sign-up through admin-ajax', () => {
  it('stores the subscriber and answers the confirmation text with status 200', async () => {
    const response = await ajax(fields({ 'properties[2]': '1' }));
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(SENT);
  });

  it('answers the widget’s plain-text messages for a missing or invalid email', async () => {
    expect((await ajax(fields({ subscription_email: '' }))).body).toBe('Please provide an email address');
    expect((await ajax(fields({ subscription_email: 'not-an-email' }))).body).toBe('Invalid email');
  });

  it('answers an empty body when the email or widget id is missing', async () => {
    const response = await ajax(new URLSearchParams({ action: 'send_mailjet_subscription_form' }).toString());
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
  });

  it('answers prop_errors with the ids of invalid properties', async () => {
    const response = await ajax(fields({ 'properties[1]': '<script>', 'properties[2]': 'maybe' }));
    expect(JSON.parse(response.body)).toEqual({ prop_errors: [1, 2] });
  });

  it('a repeat sign-up updates the stored subscriber instead of failing', async () => {
    expect((await ajax(fields({ 'properties[1]': 'Bea' }))).body).toBe(SENT);
    expect((await ajax(fields({ subscription_email: 'PILOT@example.com' }))).body).toBe(SENT);
  });
});

describe('newsletter sign-up without JavaScript', () => {
  it('answers a page post with a redirect back to the form, whose page then shows the message once', async () => {
    const jar = new CookieJar();
    const posted = await app.inject({ method: 'POST', url: '/shop/?orderby=price', headers: FORM, payload: fields({ subscription_email: 'nojs@example.com' }) });
    expect(posted.statusCode).toBe(303);
    expect(posted.headers['location']).toBe('/shop/?orderby=price#mailjetSubscriptionForm');
    jar.store(posted);
    const page = await app.inject({ url: '/shop/?orderby=price', headers: { cookie: jar.header() } });
    expect(page.body).toContain(`<span class="mailjet_widget_form_message" role="status" aria-live="polite">${SENT}</span>`);
    jar.store(page);
    const again = await app.inject({ url: '/shop/?orderby=price', headers: { cookie: jar.header() } });
    expect(again.body).toContain('<span class="mailjet_widget_form_message" role="status" aria-live="polite"></span>');
  });

  it('marks the properties in error on the page, with aria-invalid and a linked message', async () => {
    const jar = new CookieJar();
    jar.store(await app.inject({ method: 'POST', url: '/', headers: FORM, payload: fields({ 'properties[1]': 'https://spam.example' }) }));
    const page = await app.inject({ url: '/', headers: { cookie: jar.header() } });
    expect(page.body).toContain('class="mj_form_property has-error" name="properties[1]"');
    expect(page.body).toContain('aria-invalid="true" aria-describedby="mailjetSubscriptionForm-property-1-error"');
    expect(page.body).toContain('<span class="mj_form_property_error" id="mailjetSubscriptionForm-property-1-error">Please check this field.</span>');
  });

  it('ignores a forged flash cookie’s text: only known codes are shown', async () => {
    const forged = Buffer.from(JSON.stringify({ c: '<img src=x>', e: ['<b>'] })).toString('base64url');
    const page = await app.inject({ url: '/', headers: { cookie: `wc_islands_newsletter=${forged}` } });
    expect(page.body).not.toContain('<img src=x>');
    expect(page.body).toContain('<span class="mailjet_widget_form_message" role="status" aria-live="polite"></span>');
  });

  it('prints mjWidget.ajax_url for the island', async () => {
    const page = await app.inject({ url: '/' });
    expect(page.body).toMatch(/var mjWidget = \{"ajax_url":"http:[^"]*127\.0\.0\.1:8090[^"]*admin-ajax\.php"\};/);
  });
});

describe('subscribeToNewsletter', () => {
  it('stores one row per email with its locale, widget and properties', () => {
    const db = openDatabase(':memory:');
    const form = Object.fromEntries(new URLSearchParams(fields({ 'properties[2]': 'on' })));
    expect(subscribeToNewsletter(db, form, new Date('2026-03-01T10:00:00Z'))).toEqual({ kind: 'message', code: 'sent' });
    expect(subscribeToNewsletter(db, { ...form, 'properties[1]': 'Bea' })).toEqual({ kind: 'message', code: 'sent' });
    const rows = db.prepare('SELECT email, locale, widget_id, properties_json, created_at FROM newsletter_subscribers').all();
    expect(rows).toEqual([{
      email: 'pilot@example.com', locale: 'en_US', widget_id: 'wp_mailjet_subscribe_widget-3',
      properties_json: '{"1":"Bea","2":"on"}', created_at: '2026-03-01T10:00:00.000Z',
    }]);
    db.close();
  });
});
