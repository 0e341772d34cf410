import { describe, expect, it, vi } from 'vitest';
import { islandContext } from '../../../island-kit/__tests__/islandContext.ts';
import { mount } from '../index.ts';

// LaunchYourStore::add_coming_soon_banner_on_frontend, newer markup (woocommerce-contract s6).
const BANNER = `<div id='coming-soon-footer-banner'><div class='coming-soon-footer-banner__content'>This page is in "Coming soon" mode. <a href='/wp-admin/admin.php?page=wc-settings&tab=site-visibility'>change visibility settings</a></div><a class='coming-soon-footer-banner-dismiss' data-rest-url='/wp-json/wp/v2/users/1' data-rest-nonce='n0nce' href='#' role='button' aria-label='Dismiss coming soon banner'></a></div>`;

function render(): HTMLElement {
  document.body.innerHTML = BANNER;
  return document.getElementById('coming-soon-footer-banner')!;
}

describe('coming-soon banner', () => {
  it('posts the form-encoded dismissal with the nonce header, then hides the banner', async () => {
    const fetch = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const banner = render();
    mount(banner, islandContext('coming-soon-banner'));
    banner.querySelector<HTMLElement>('.coming-soon-footer-banner-dismiss')!.click();
    expect(banner.style.display).toBe('');
    await vi.waitFor(() => expect(banner.style.display).toBe('none'));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/wp-json/wp/v2/users/1');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('woocommerce_meta%5Bcoming_soon_banner_dismissed%5D=yes');
    expect(new Headers(init.headers).get('X-WP-Nonce')).toBe('n0nce');
    expect(new Headers(init.headers).get('Content-Type')).toMatch(/^application\/x-www-form-urlencoded/);
  });

  it('hides the banner when the request fails as well', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('offline'))));
    const banner = render();
    mount(banner, islandContext('coming-soon-banner'));
    banner.querySelector<HTMLElement>('.coming-soon-footer-banner-dismiss')!.click();
    await vi.waitFor(() => expect(banner.style.display).toBe('none'));
  });

  it('sends one request however often the link is clicked', async () => {
    const fetch = vi.fn(async () => new Response('', { status: 403 }));
    vi.stubGlobal('fetch', fetch);
    const banner = render();
    mount(banner, islandContext('coming-soon-banner'));
    const link = banner.querySelector<HTMLElement>('.coming-soon-footer-banner-dismiss')!;
    link.click();
    link.click();
    await vi.waitFor(() => expect(banner.style.display).toBe('none'));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('completes a dismissal clicked before the island loaded', async () => {
    const fetch = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetch);
    const banner = render();
    mount(banner, islandContext('coming-soon-banner', [new MouseEvent('click')]));
    await vi.waitFor(() => expect(banner.style.display).toBe('none'));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('names the banner as a region for screen-reader navigation', () => {
    const banner = render();
    mount(banner, islandContext('coming-soon-banner'));
    expect(banner.getAttribute('role')).toBe('region');
    expect(banner.getAttribute('aria-label')).toBe('Coming soon');
  });
});
