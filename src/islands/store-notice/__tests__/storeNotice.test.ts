import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEventBus } from '../../../core/events/index.ts';
import type { IslandContext } from '../../../core/scanner/index.ts';
import { bindButtonKeys } from '../../../core/scanner/bindButtonKeys.ts';
import { definition } from '../definition.ts';
import { mount } from '../index.ts';

const context: IslandContext = { name: 'store-notice', pending: [], scan: () => undefined, bus: createEventBus(), page: {} };

// templates/global/store-notice (woocommerce_demo_store), as WooCommerce 11 prints it: hidden by the server.
const STORE_NOTICE = `<p role="complementary" aria-label="Store notice" class="woocommerce-store-notice demo_store" data-notice-id="abc123" style="display:none;">Sale on now <a role="button" href="#" class="woocommerce-store-notice__dismiss-link">Dismiss</a></p>`;

function render(): HTMLElement {
  document.body.innerHTML = STORE_NOTICE;
  return document.querySelector<HTMLElement>('.woocommerce-store-notice')!;
}

afterEach(() => {
  document.cookie = 'store_noticeabc123=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('store notice', () => {
  it('shows the notice the server printed hidden', () => {
    const notice = render();
    mount(notice, context);
    expect(notice.style.display).toBe('');
  });

  it("shows the notice where the theme loads WooCommerce's stylesheet, which hides it until a script shows it (Astra)", () => {
    const notice = render();
    const sheet = document.createElement('style');
    sheet.textContent = '.woocommerce-store-notice, p.demo_store { display: none; }';
    document.head.append(sheet);
    try {
      mount(notice, context);
      expect(getComputedStyle(notice).display).not.toBe('none');
    } finally {
      sheet.remove();
    }
  });

  it('stays hidden when its store_notice{id} cookie holds hidden', () => {
    document.cookie = 'store_noticeabc123=hidden; path=/';
    const notice = render();
    mount(notice, context);
    expect(notice.style.display).toBe('none');
  });

  it('dismissing sets the cookie to hidden and hides the notice', () => {
    const notice = render();
    mount(notice, context);
    const link = notice.querySelector<HTMLAnchorElement>('a')!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(notice.style.display).toBe('none');
    expect(document.cookie).toContain('store_noticeabc123=hidden');
  });

  it('Space on the dismiss link dismisses it on key-up, without scrolling, with the button keys the loader gives it', () => {
    const notice = render();
    mount(notice, context);
    const link = notice.querySelector<HTMLElement>('a')!;
    const keys = new AbortController();
    bindButtonKeys(document, (target) => (target instanceof HTMLElement && target.matches(definition.buttons ?? '') ? target : null), keys.signal);
    const space = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
    link.dispatchEvent(space);
    expect(space.defaultPrevented).toBe(true);
    expect(notice.style.display).toBe('');
    link.dispatchEvent(new KeyboardEvent('keyup', { key: ' ', bubbles: true, cancelable: true }));
    expect(notice.style.display).toBe('none');
    keys.abort();
  });

  it('uses the bare store_notice cookie when the notice has no id', () => {
    document.cookie = 'store_notice=hidden; path=/';
    document.body.innerHTML = STORE_NOTICE.replace(' data-notice-id="abc123"', '');
    const notice = document.querySelector<HTMLElement>('.woocommerce-store-notice')!;
    mount(notice, context);
    expect(notice.style.display).toBe('none');
    document.cookie = 'store_notice=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('hands the notice to its React layer on the first pointer, which keeps it hidden once dismissed and keeps focus in the page', async () => {
    document.body.innerHTML = `<main id="main">${STORE_NOTICE}</main>`;
    const notice = document.querySelector<HTMLElement>('.woocommerce-store-notice')!;
    const unmount = mount(notice, context);
    notice.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    await vi.waitFor(async () => {
      await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
      expect(notice.getAttribute('data-wc-islands-view')).toBe('store-notice');
    }, { timeout: 10_000 });
    const link = notice.querySelector<HTMLAnchorElement>('a')!;
    link.focus();
    await act(async () => void link.click());
    expect(notice.style.display).toBe('none');
    expect(document.activeElement).toBe(document.getElementById('main'));
    await act(async () => unmount());
  });
});

