import { describe, expect, it } from 'vitest';
import { islandContext } from '../../../island-kit/__tests__/islandContext.ts';
import { mount } from '../index.ts';

// storefront_handheld_footer_bar (contract s2.2) and a form elsewhere on the page.
const PAGE = `<form id="login"><input id="user" /><input id="skip" tabindex="-1" /></form>
<div class="storefront-handheld-footer-bar"><ul class="columns-3"><li class="my-account"><a href="/my-account/">My Account</a></li>
<li class="search"><a href="">Search</a><div class="site-search"><form role="search"><input type="search" id="q" /><button type="submit">Search</button></form></div></li>
<li class="cart"><a class="footer-cart-contents" href="/cart/">Cart</a></li></ul></div>`;

function render(pending: Event[] = []): { bar: HTMLElement; unmount: () => void } {
  document.body.innerHTML = PAGE;
  const bar = document.querySelector<HTMLElement>('.storefront-handheld-footer-bar')!;
  return { bar, unmount: mount(bar, islandContext('handheld-footer-bar', pending)) };
}

describe('handheld footer bar', () => {
  it('the Search link toggles the search form and moves focus into its field, without following the link', () => {
    const { bar, unmount } = render();
    const link = bar.querySelector<HTMLAnchorElement>('.search > a')!;
    expect(link.getAttribute('role')).toBe('button');
    expect(link.getAttribute('aria-expanded')).toBe('false');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(link.parentElement!.classList.contains('active')).toBe(true);
    expect(link.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(document.getElementById('q'));
    link.click();
    expect(link.parentElement!.classList.contains('active')).toBe(false);
    unmount();
  });

  it('Escape closes the search form and returns focus to the link', () => {
    const { bar, unmount } = render();
    const link = bar.querySelector<HTMLAnchorElement>('.search > a')!;
    link.click();
    document.getElementById('q')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(link.parentElement!.classList.contains('active')).toBe(false);
    expect(document.activeElement).toBe(link);
    unmount();
  });

  it('opens the search form for a tap made before the island loaded', () => {
    const { bar, unmount } = render([new MouseEvent('click')]);
    expect(bar.querySelector('.search')!.classList.contains('active')).toBe(true);
    unmount();
  });

  it('sets sf-input-focused on body while a field of another form has focus (not for tabindex -1)', () => {
    const { unmount } = render();
    document.getElementById('user')!.focus();
    expect(document.body.classList.contains('sf-input-focused')).toBe(true);
    document.getElementById('user')!.blur();
    expect(document.body.classList.contains('sf-input-focused')).toBe(false);
    document.getElementById('skip')!.focus();
    expect(document.body.classList.contains('sf-input-focused')).toBe(false);
    document.getElementById('q')!.focus();
    expect(document.body.classList.contains('sf-input-focused')).toBe(false);
    unmount();
  });
});
