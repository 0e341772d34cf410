import { beforeEach, describe, expect, it, vi } from 'vitest';
import { islandContext } from '../../../island-kit/__tests__/islandContext.ts';
import { mount } from '../index.ts';

// React's chunk fails to load only after the answer has come back (a slow phone, a slow CDN error).
let failChunk: () => void = () => undefined;
vi.mock('../renderNewsletter.tsx', async () => {
  await new Promise<void>((resolve) => (failChunk = resolve));
  throw new Error('chunk failed to load');
});

const WIDGET = `<div><form method="post" action="" id="mailjetSubscriptionForm">
<input type="email" name="subscription_email" value="a@b.co" /><input type="text" class="mj_form_property" name="properties[1]" aria-label="First name" value="x" />
<input type="submit" value="Subscribe" /></form><span class="mailjet_widget_form_message"></span></div>`;

const form = () => document.querySelector<HTMLFormElement>('form')!;
const message = () => document.querySelector<HTMLElement>('.mailjet_widget_form_message')!;

beforeEach(() => {
  (globalThis as Record<string, unknown>)['mjWidget'] = { ajax_url: '/wp-admin/admin-ajax.php' };
  document.body.innerHTML = WIDGET;
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('newsletter form whose React layer fails to load after the answer came', () => {
  it('draws the answer that came before the failure, with the DOM', async () => {
    const fetch = vi.fn(async () => new Response('Subscription confirmation email sent.'));
    vi.stubGlobal('fetch', fetch);
    mount(form(), islandContext('newsletter'));
    form().dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true }));
    await vi.waitFor(() => expect(form().querySelector<HTMLInputElement>('[type="submit"]')!.disabled).toBe(false));
    expect(fetch).toHaveBeenCalledTimes(1);
    failChunk();
    await vi.waitFor(() => expect(console.error).toHaveBeenCalled());
    await vi.waitFor(() => expect(message().textContent).toBe('Subscription confirmation email sent.'));
  });
});
