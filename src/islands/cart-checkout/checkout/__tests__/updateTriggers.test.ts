import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEventBus } from '../../../../core/events/index.ts';
import { UPDATE_CHECKOUT_TYPING_DELAY_MS } from '../../../../core/constants.ts';
import { bindUpdateTriggers } from '../updateTriggers.ts';

const FORM = `<form class="checkout">
  <h3 id="ship-to-different-address"><label><input id="ship-to-different-address-checkbox" type="checkbox"> Ship to a different address?</label></h3>
  <p class="address-field validate-required"><label for="billing_city">Town / City</label><input class="input-text" id="billing_city" value="Des Moines"></p>
  <select class="shipping_method" aria-label="Shipping"><option>flat</option><option>pickup</option></select>
</form>`;

let unbind: (() => void) | undefined;
afterEach(() => {
  unbind?.();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

/** Binds the triggers on a checkout form; returns every `update_checkout`'s args, in order. */
function bound(): { form: HTMLFormElement; heard: unknown[] } {
  document.body.innerHTML = FORM;
  const form = document.querySelector('form')!;
  const bus = createEventBus();
  const heard: unknown[] = [];
  bus.on('update_checkout', (args) => void heard.push(args));
  unbind = bindUpdateTriggers(form, bus);
  return { form, heard };
}

describe('update_checkout as checkout.js asks for it', () => {
  it('names the ship-to-different-address box once as the checkout starts, as its triggered change does', () => {
    const { heard } = bound();
    expect(heard).toEqual([{ current_target: document.querySelector('#ship-to-different-address-checkbox') }]);
  });

  it('names the control a shopper changed, and none after typing in an address', () => {
    vi.useFakeTimers();
    const { form, heard } = bound();
    heard.length = 0;
    const method = form.querySelector('select')!;
    method.value = 'pickup';
    method.dispatchEvent(new Event('change', { bubbles: true }));
    const city = form.querySelector<HTMLInputElement>('#billing_city')!;
    city.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
    vi.advanceTimersByTime(UPDATE_CHECKOUT_TYPING_DELAY_MS);
    expect(heard).toEqual([{ current_target: method }, { current_target: null }]);
  });
});
