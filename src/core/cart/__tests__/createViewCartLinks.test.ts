import { describe, expect, it, vi } from 'vitest';
import { createViewCartLinks } from '../createViewCartLinks.ts';

const LOOP = `<li class="product"><a class="button add_to_cart_button ajax_add_to_cart" data-product_id="1">Add to cart</a></li>
<li class="product"><a class="button add_to_cart_button ajax_add_to_cart" data-product_id="2">Add to cart</a><a class="added_to_cart wc-forward" href="/cart/">View cart</a></li>`;

describe('createViewCartLinks', () => {
  it('records one link per button and tells subscribers, with a new snapshot per change', () => {
    document.body.innerHTML = LOOP;
    const [first] = document.querySelectorAll<HTMLElement>('.add_to_cart_button');
    const links = createViewCartLinks();
    const listener = vi.fn();
    links.subscribe(listener);
    const before = links.list();
    links.add(first!, 'View cart', '/cart/');
    links.add(first!, 'View cart', '/cart/');
    expect(links.list()).toEqual([{ button: first, text: 'View cart', url: '/cart/' }]);
    expect(links.list()).not.toBe(before);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('adds none where the button\'s parent already has a View cart link', () => {
    document.body.innerHTML = LOOP;
    const second = document.querySelectorAll<HTMLElement>('.add_to_cart_button')[1]!;
    const links = createViewCartLinks();
    links.add(second, 'View cart', '/cart/');
    expect(links.list()).toEqual([]);
  });
});
