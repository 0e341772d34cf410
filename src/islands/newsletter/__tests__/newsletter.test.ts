import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { islandContext } from '../../../island-kit/__tests__/islandContext.ts';
import { mount } from '../index.ts';

// Mailjet widget markup (carousel-theme-newsletter-contract s3.3) with two properties.
const WIDGET = `<div class="mailjet_widget_front_container"><form method="post" action="" id="mailjetSubscriptionForm" name="wp_mailjet_subscribe_widget-3">
<input type="email" name="subscription_email" id="mailjet_widget_email" value="a@b.co" /><input type="hidden" name="action" value="send_mailjet_subscription_form" />
<input type="text" class="mj_form_property" name="properties[1]" aria-label="First name" value="Ana" />
<input type="checkbox" class="mj_form_property" name="properties[2]" id="mailjet_property_2" value="1" /><label for="mailjet_property_2">I fly</label>
<input type="hidden" name="widget_id" value="wp_mailjet_subscribe_widget-3" /><input type="submit" value="Subscribe" /></form>
<span class="mailjet_widget_form_message"></span></div>`;

let answer: () => Promise<Response>;
const fetch = vi.fn((_url: string, _init: RequestInit) => answer());

beforeEach(() => {
  (globalThis as Record<string, unknown>)['mjWidget'] = { ajax_url: '/wp-admin/admin-ajax.php' };
  vi.stubGlobal('fetch', fetch);
  fetch.mockClear();
  document.body.innerHTML = WIDGET;
});
afterEach(() => {
  delete (globalThis as Record<string, unknown>)['mjWidget'];
});

/** The answer is drawn by the island's React layer, whose code is imported on first use. */
const WAIT = { timeout: 10_000 };
const form = () => document.querySelector<HTMLFormElement>('form')!;
const message = () => document.querySelector<HTMLElement>('.mailjet_widget_form_message')!;
const submit = () => form().dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true }));

describe('newsletter form', () => {
  it('posts the serialized fields to mjWidget.ajax_url and shows a text answer as text in a live region', async () => {
    answer = async () => new Response('<b>Subscription confirmation email sent.</b>');
    mount(form(), islandContext('newsletter'));
    expect(message().getAttribute('aria-live')).toBe('polite');
    document.querySelector<HTMLInputElement>('#mailjet_property_2')!.checked = true;
    submit();
    await vi.waitFor(() => expect(message().textContent).toBe('<b>Subscription confirmation email sent.</b>'), WAIT);
    expect(message().children).toHaveLength(0);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/wp-admin/admin-ajax.php');
    const body = new URLSearchParams(String(init.body));
    expect([...body.keys()]).toEqual(['subscription_email', 'action', 'properties[1]', 'properties[2]', 'widget_id']);
    expect(body.get('properties[2]')).toBe('1');
  });

  it('leaves an unchecked checkbox out, as a form post does', async () => {
    answer = async () => new Response('ok');
    mount(form(), islandContext('newsletter'));
    submit();
    await vi.waitFor(() => expect(message().textContent).toBe('ok'), WAIT);
    expect(new URLSearchParams(String(fetch.mock.calls[0]![1].body)).has('properties[2]')).toBe(false);
  });

  it('marks each field named in prop_errors with has-error, aria-invalid and a linked message, and clears them on the next send', async () => {
    answer = async () => new Response('{"prop_errors":[1,2]}');
    mount(form(), islandContext('newsletter'));
    submit();
    const name = document.querySelector<HTMLInputElement>('[name="properties[1]"]')!;
    await vi.waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'), WAIT);
    expect(name.classList.contains('has-error')).toBe(true);
    const note = document.getElementById(name.getAttribute('aria-describedby')!)!;
    expect(note.textContent).toBe('Please check this field.');
    const box = document.querySelector<HTMLInputElement>('#mailjet_property_2')!;
    expect(document.getElementById(box.getAttribute('aria-describedby')!)!.previousElementSibling!.tagName).toBe('LABEL');
    expect(document.activeElement).toBe(name);
    answer = async () => new Response('Thanks');
    submit();
    await vi.waitFor(() => expect(message().textContent).toBe('Thanks'), WAIT);
    expect(name.hasAttribute('aria-invalid')).toBe(false);
    expect(name.hasAttribute('aria-describedby')).toBe(false);
    expect(document.querySelectorAll('.mj_form_property_error')).toHaveLength(0);
  });

  it('shows An error occurred. when the request fails', async () => {
    answer = async () => new Response('', { status: 500 });
    mount(form(), islandContext('newsletter'));
    submit();
    await vi.waitFor(() => expect(message().textContent).toBe('An error occurred.'), WAIT);
  });

  it('disables Subscribe while sending and sends once however often it is submitted', async () => {
    let release: (response: Response) => void = () => undefined;
    answer = () => new Promise((resolve) => (release = resolve));
    mount(form(), islandContext('newsletter'));
    const button = document.querySelector<HTMLInputElement>('[type="submit"]')!;
    submit();
    submit();
    expect(button.disabled).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);
    release(new Response('done'));
    await vi.waitFor(() => expect(button.disabled).toBe(false), WAIT);
  });

  it('sends a submit made before the island loaded', async () => {
    answer = async () => new Response('ok');
    mount(form(), islandContext('newsletter', [new SubmitEvent('submit')]));
    await vi.waitFor(() => expect(message().textContent).toBe('ok'), WAIT);
  });

  it('refuses to mount without mjWidget, so the form posts natively', () => {
    delete (globalThis as Record<string, unknown>)['mjWidget'];
    expect(() => mount(form(), islandContext('newsletter'))).toThrow(/mjWidget/);
  });
});
