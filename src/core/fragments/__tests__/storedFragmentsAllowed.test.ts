import { afterEach, describe, expect, it } from 'vitest';
import { MAX_STORED_FRAGMENTS_CHARS } from '../../constants.ts';
import { storedFragmentsAllowed } from '../storedFragmentsAllowed.ts';

const MINI_CART = 'div.widget_shopping_cart_content';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('storedFragmentsAllowed', () => {
  it('allows a stored map of exactly MAX_STORED_FRAGMENTS_CHARS, selectors included, and refuses one more', () => {
    const markup = 'x'.repeat(MAX_STORED_FRAGMENTS_CHARS - MINI_CART.length);
    expect(storedFragmentsAllowed({ [MINI_CART]: markup }, document)).toBe(true);
    expect(storedFragmentsAllowed({ [MINI_CART]: `${markup}x` }, document)).toBe(false);
  });

  it('refuses a region that is, holds or sits in a form or form control, and the body itself', () => {
    document.body.innerHTML = '<form class="checkout"><div class="inside"></div></form><div class="holder"><button>b</button></div><div class="free"></div>';
    for (const selector of ['form.checkout', '.inside', '.holder', 'body', 'button', 'div']) expect(storedFragmentsAllowed({ [selector]: '<p></p>' }, document)).toBe(false);
    expect(storedFragmentsAllowed({ '.free': '<p></p>', 'span.nowhere': '<span></span>' }, document)).toBe(true);
  });

  it("allows a region inside a button of no form (a theme's cart drawer toggle), not one inside a form's button", () => {
    document.body.innerHTML = '<header><button class="toggle"><span class="header-cart-total">2</span></button></header>' +
      '<form id="checkout"><button class="pay"><span class="label">Place order</span></button></form>' +
      '<button form="checkout" class="far"><span class="label-far">Place order</span></button>';
    expect(storedFragmentsAllowed({ 'span.header-cart-total': '<span class="header-cart-total">3</span>' }, document)).toBe(true);
    for (const selector of ['.pay .label', '.label-far', 'button.toggle']) expect(storedFragmentsAllowed({ [selector]: '<span>x</span>' }, document)).toBe(false);
  });

  it('refuses markup that adds a form or a control, whatever the case', () => {
    document.body.innerHTML = '<div class="free"></div>';
    for (const markup of ['<FORM action=x>', '<input\tform=checkout>', '<select/>', '<textarea>', '<button>']) expect(storedFragmentsAllowed({ '.free': markup }, document)).toBe(false);
    expect(storedFragmentsAllowed({ '.free': '<p>buttons, inputs and forms as words</p><a class="button">x</a>' }, document)).toBe(true);
  });

  it('refuses a selector the page cannot parse and one that reaches into the head', () => {
    document.head.innerHTML = '<title>Shop</title>';
    expect(storedFragmentsAllowed({ '#': '<b></b>' }, document)).toBe(false);
    expect(storedFragmentsAllowed({ title: '<title>x</title>' }, document)).toBe(false);
  });
});
