import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activateReplacedLinks } from '../activateReplacedLinks.ts';

// Storefront's header cart widget with two lines (templates/cart/mini-cart.php), trimmed to what matters here.
const lines = (keys: readonly string[]): string =>
  `<div class="widget_shopping_cart_content"><ul class="woocommerce-mini-cart cart_list">${keys
    .map((key) => `<li class="woocommerce-mini-cart-item"><a role="button" href="/cart/?remove_item=${key}" class="remove remove_from_cart_button" data-cart_item_key="${key}">×</a><a href="/product/${key}/">Product ${key}</a></li>`)
    .join('')}</ul></div>`;

let widget: HTMLElement;
let activated: string[];
let unbind: () => void;

const removeLink = (key: string): HTMLElement => widget.querySelector<HTMLElement>(`[data-cart_item_key="${key}"]`)!;
const pointer = (type: string, target: Element): void => {
  target.dispatchEvent(new PointerEvent(type, { bubbles: true, isPrimary: true, button: 0 }));
};
/** What a fragments answer does: the whole content replaced by new markup. */
const redraw = (keys: readonly string[]): void => widget.querySelector('.widget_shopping_cart_content')!.replaceWith(
  document.createRange().createContextualFragment(lines(keys)),
);

beforeEach(() => {
  document.body.innerHTML = `<div class="widget_shopping_cart">${lines(['aaa', 'bbb'])}</div>`;
  widget = document.querySelector<HTMLElement>('.widget_shopping_cart')!;
  activated = [];
  unbind = activateReplacedLinks(widget, '.remove_from_cart_button', (link) => activated.push(`${link.dataset.cart_item_key} ${link.isConnected ? 'new' : 'old'}`));
});

afterEach(() => unbind());

describe('activateReplacedLinks', () => {
  it('a × pressed, redrawn by fragments, and released on the same line\'s new × activates the new one', () => {
    pointer('pointerdown', removeLink('aaa'));
    redraw(['aaa', 'bbb']);
    pointer('pointerup', removeLink('aaa'));
    expect(activated).toEqual(['aaa new']);
  });

  it('follows the line when the redraw moved it', () => {
    pointer('pointerdown', removeLink('bbb'));
    redraw(['bbb']);
    pointer('pointerup', removeLink('bbb'));
    expect(activated).toEqual(['bbb new']);
  });

  it('a release elsewhere in the widget after a redraw (the lines moved under the pointer) activates the pressed line', () => {
    pointer('pointerdown', removeLink('aaa'));
    redraw(['bbb', 'aaa']);
    pointer('pointerup', removeLink('bbb'));
    expect(activated).toEqual(['aaa new']);
  });

  it('a release outside the widget is a cancelled press, and so is a redraw that took the line away', () => {
    pointer('pointerdown', removeLink('aaa'));
    redraw(['aaa', 'bbb']);
    pointer('pointerup', document.body);
    pointer('pointerup', removeLink('aaa'));
    pointer('pointerdown', removeLink('aaa'));
    redraw(['bbb']);
    pointer('pointerup', removeLink('bbb'));
    expect(activated).toEqual([]);
  });

  it('leaves a press and release on a × still in the page to its click', () => {
    pointer('pointerdown', removeLink('aaa'));
    pointer('pointerup', removeLink('aaa'));
    expect(activated).toEqual([]);
  });

  it('a cancelled pointer activates nothing', () => {
    pointer('pointerdown', removeLink('aaa'));
    redraw(['aaa', 'bbb']);
    pointer('pointercancel', widget);
    pointer('pointerup', removeLink('aaa'));
    expect(activated).toEqual([]);
  });
});
