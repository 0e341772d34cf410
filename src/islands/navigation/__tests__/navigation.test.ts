import { afterEach, describe, expect, it, vi } from 'vitest';
import { islandContext } from '../../../island-kit/__tests__/islandContext.ts';
import { mount } from '../index.ts';

// Storefront's header (contract s2.2): primary and handheld copies of the menu; the page is under 'Shop'.
const HEADER = `<div id="page"><header class="site-header"><nav id="site-navigation" class="main-navigation" aria-label="Primary Navigation">
<button id="site-navigation-menu-toggle" class="menu-toggle" aria-controls="site-navigation" aria-expanded="false"><span>Menu</span></button>
<div class="primary-navigation"><ul id="menu-primary" class="menu"><li class="menu-item"><a href="/">Home</a></li>
<li class="menu-item menu-item-has-children current-menu-ancestor"><a href="/shop/">Shop</a><ul class="sub-menu"><li class="menu-item current-menu-item"><a href="/fpv/">FPV</a></li></ul></li></ul></div>
<div class="handheld-navigation"><ul id="menu-primary-1" class="menu"><li class="menu-item"><a href="/">Home</a></li>
<li class="menu-item menu-item-has-children current-menu-ancestor"><a href="/shop/">Shop</a><ul class="sub-menu"><li class="menu-item"><a href="/fpv/">FPV</a></li></ul></li>
<li class="menu-item menu-item-has-children"><a href="/parts/">Parts</a><ul class="sub-menu"><li class="menu-item"><a href="/props/">Props</a></li></ul></li></ul></div>
</nav></header><main><p id="body-text">Content</p></main></div>`;

function render(): HTMLElement {
  document.body.innerHTML = HEADER;
  return document.getElementById('site-navigation')!;
}

afterEach(() => {
  delete (globalThis as Record<string, unknown>)['storefrontScreenReaderText'];
});

describe('navigation', () => {
  it('the Menu button toggles the menu: class toggled on the nav, aria-expanded on the button', () => {
    const nav = render();
    mount(nav, islandContext('navigation'));
    const button = document.getElementById('site-navigation-menu-toggle')!;
    expect(document.getElementById('menu-primary')!.classList.contains('nav-menu')).toBe(true);
    button.click();
    expect(nav.classList.contains('toggled')).toBe(true);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    button.click();
    expect(nav.classList.contains('toggled')).toBe(false);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens the menu for a tap made before the island loaded', () => {
    const nav = render();
    mount(nav, islandContext('navigation', [new MouseEvent('click')]));
    expect(nav.classList.contains('toggled')).toBe(true);
  });

  it('hides the Menu button of a nav without a menu', () => {
    document.body.innerHTML = '<nav id="site-navigation"><button>Menu</button></nav>';
    mount(document.getElementById('site-navigation')!, islandContext('navigation'));
    expect(document.querySelector('button')!.style.display).toBe('none');
  });

  it('adds sub-menu buttons in the handheld menu only, labelled by state; the current page’s parent starts expanded', () => {
    const nav = render();
    mount(nav, islandContext('navigation'));
    const buttons = [...nav.querySelectorAll<HTMLButtonElement>('button.dropdown-toggle')];
    expect(buttons).toHaveLength(2);
    expect(buttons.every((b) => b.closest('.handheld-navigation'))).toBe(true);
    const [shop, parts] = buttons as [HTMLButtonElement, HTMLButtonElement];
    expect(shop.getAttribute('aria-expanded')).toBe('true');
    expect(shop.textContent).toBe('Collapse child menu');
    expect(shop.nextElementSibling!.classList.contains('toggled-on')).toBe(true);
    expect(parts.getAttribute('aria-expanded')).toBe('false');
    expect(parts.textContent).toBe('Expand child menu');
    parts.click();
    expect(parts.getAttribute('aria-expanded')).toBe('true');
    expect(parts.textContent).toBe('Collapse child menu');
    expect(parts.nextElementSibling!.classList.contains('toggled-on')).toBe(true);
  });

  it('labels sub-menu buttons from storefrontScreenReaderText', () => {
    (globalThis as Record<string, unknown>)['storefrontScreenReaderText'] = { expand: 'Abrir', collapse: 'Cerrar' };
    const nav = render();
    mount(nav, islandContext('navigation'));
    expect([...nav.querySelectorAll('button.dropdown-toggle')].map((b) => b.textContent)).toEqual(['Cerrar', 'Abrir']);
  });

  it('tracks focus: the focused link’s item gets .focus, which a click elsewhere on the page clears', () => {
    const nav = render();
    const unmount = mount(nav, islandContext('navigation'));
    const shop = nav.querySelector<HTMLAnchorElement>('#menu-primary > li.menu-item-has-children > a')!;
    shop.focus();
    expect(shop.parentElement!.classList.contains('focus')).toBe(true);
    const child = shop.parentElement!.querySelector<HTMLAnchorElement>('.sub-menu a')!;
    child.focus();
    expect(shop.parentElement!.classList.contains('focus')).toBe(true);
    expect(child.parentElement!.classList.contains('focus')).toBe(true);
    nav.querySelector<HTMLAnchorElement>('#menu-primary > li > a')!.focus();
    expect(shop.parentElement!.classList.contains('focus')).toBe(false);
    document.getElementById('body-text')!.click();
    expect(document.querySelectorAll('.focus')).toHaveLength(0);
    unmount();
  });

  it('on a touch screen wider than 767 px, the first tap on a parent link opens its sub-menu and the second follows it', () => {
    vi.stubGlobal('innerWidth', 768);
    vi.stubGlobal('ontouchstart', null);
    const nav = render();
    const unmount = mount(nav, islandContext('navigation'));
    expect(nav.querySelector('#menu-primary .sub-menu')!.classList.contains('sub-menu--is-touch-device')).toBe(true);
    const shop = nav.querySelector<HTMLAnchorElement>('#menu-primary > li.menu-item-has-children > a')!;
    const tap = (): boolean => {
      shop.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, pointerType: 'touch' }));
      const click = new MouseEvent('click', { bubbles: true, cancelable: true });
      shop.dispatchEvent(click);
      return click.defaultPrevented;
    };
    expect(tap()).toBe(true);
    expect(tap()).toBe(false);
    unmount();
  });

  it('leaves taps alone at 767 px', () => {
    vi.stubGlobal('innerWidth', 767);
    vi.stubGlobal('ontouchstart', null);
    const nav = render();
    const unmount = mount(nav, islandContext('navigation'));
    expect(nav.querySelectorAll('.sub-menu--is-touch-device')).toHaveLength(0);
    unmount();
  });
});
