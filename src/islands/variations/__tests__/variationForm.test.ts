import jQuery from 'jquery';
import { afterEach, describe, expect, it } from 'vitest';
import type { VariationParams } from '../../../adapters/readVariationParams.ts';
import { createVariationForm } from '../createVariationForm.ts';

const TANK = 'attribute_pa_tank-size';
const PACK = 'attribute_pa_battery-pack';
const variation = (id: number, tank: string, pack: string, stock: number) => ({
  attributes: { [TANK]: tank, [PACK]: pack }, variation_id: id, is_in_stock: stock > 0, is_purchasable: true,
  variation_is_active: true, variation_is_visible: true, min_qty: 1, max_qty: stock, sku: `AS40-${id}`,
  price_html: `<span class="price">$${id}.00</span>`, availability_html: stock > 0 ? `<p class="stock in-stock">${stock} in stock</p>` : '<p class="stock out-of-stock">Out of stock</p>',
  variation_description: '', image: { src: '' }, image_id: 0, weight: '', dimensions: '',
});
// No 40 L + extended; 30 L + extended out of stock.
const VARIATIONS = [variation(601, '20-l', 'standard', 5), variation(603, '20-l', 'extended', 3), variation(605, '30-l', 'standard', 4), variation(607, '30-l', 'extended', 0), variation(609, '40-l', 'standard', 1)];

// templates/single-product/add-to-cart/variable.php + variation.php (WooCommerce 11), inside the product.
const PAGE = `<div class="product"><div class="summary"><form class="variations_form cart" method="post" data-product_id="107" data-product_variations='${JSON.stringify(VARIATIONS)}'>
<table class="variations" role="presentation"><tbody>
<tr><th class="label"><label for="pa_tank-size">Tank size</label></th><td class="value"><select id="pa_tank-size" name="${TANK}" data-attribute_name="${TANK}" data-show_option_none="yes"><option value="">Choose an option</option><option value="20-l">20 L</option><option value="30-l">30 L</option><option value="40-l">40 L</option></select></td></tr>
<tr><th class="label"><label for="pa_battery-pack">Battery pack</label></th><td class="value"><select id="pa_battery-pack" name="${PACK}" data-attribute_name="${PACK}" data-show_option_none="yes"><option value="">Choose an option</option><option value="standard">Standard</option><option value="extended">Extended</option></select><a class="reset_variations" href="#" aria-label="Clear options">Clear</a></td></tr>
</tbody></table><div class="reset_variations_alert screen-reader-text" role="alert" aria-live="polite" aria-relevant="all"></div>
<div class="single_variation_wrap"><div class="woocommerce-variation single_variation" role="alert" aria-relevant="additions"></div><div class="woocommerce-variation-add-to-cart variations_button">
<div class="quantity"><input type="number" class="input-text qty text" name="quantity" value="3" min="1" /></div>
<button type="submit" class="single_add_to_cart_button button alt">Add to cart</button>
<input type="hidden" name="add-to-cart" value="107" /><input type="hidden" name="product_id" value="107" /><input type="hidden" name="variation_id" class="variation_id" value="0" /></div></div></form>
<div class="product_meta"><span class="sku_wrapper">SKU: <span class="sku">AW-AS40</span></span></div></div></div>
<script type="text/template" id="tmpl-variation-template"><div class="woocommerce-variation-price">{{{ data.variation.price_html }}}</div><div class="woocommerce-variation-availability">{{{ data.variation.availability_html }}}</div></script>`;

const PARAMS: VariationParams = {
  wcAjaxUrl: '/?wc-ajax=%%endpoint%%',
  text: { noMatchingVariations: 'No match', makeASelection: 'Make a selection', unavailable: 'Unavailable', resetAlert: 'Reset' },
};

function setUp(page = PAGE): { form: HTMLFormElement; choose: (name: string, value: string) => void; unmount: () => void } {
  document.body.innerHTML = page;
  const form = document.querySelector<HTMLFormElement>('form.variations_form')!;
  const unmount = createVariationForm(form, PARAMS);
  const choose = (name: string, value: string): void => {
    const select = form.querySelector<HTMLSelectElement>(`select[name="${name}"]`)!;
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  };
  return { form, choose, unmount };
}

const button = (): HTMLElement => document.querySelector('.single_add_to_cart_button')!;
const options = (name: string): string[] => [...document.querySelectorAll<HTMLOptionElement>(`select[name="${name}"] option`)].map((o) => o.value);

afterEach(() => {
  delete (globalThis as { jQuery?: unknown }).jQuery;
});

describe('variations form', () => {
  it('starts with the button asking for a selection and the Clear link hidden', () => {
    setUp();
    expect(button().classList.contains('wc-variation-selection-needed')).toBe(true);
    expect(button().getAttribute('aria-disabled')).toBe('true');
    expect(document.querySelector<HTMLElement>('.reset_variations')!.style.visibility).toBe('hidden');
  });

  it('shows the chosen variation: price and stock from the page template, SKU, variation id, quantity clamped', () => {
    const { form, choose } = setUp();
    choose(TANK, '20-l');
    choose(PACK, 'extended');
    expect(form.querySelector('.woocommerce-variation-price')?.textContent).toBe('$603.00');
    expect(form.querySelector('.woocommerce-variation-availability')?.textContent).toBe('3 in stock');
    expect(document.querySelector('.product_meta .sku')?.textContent).toBe('AS40-603');
    expect(form.querySelector<HTMLInputElement>('input.variation_id')!.value).toBe('603');
    expect(form.querySelector<HTMLInputElement>('input.qty')!.value).toBe('3');
    expect(form.querySelector<HTMLInputElement>('input.qty')!.max).toBe('3');
    expect(button().classList.contains('disabled')).toBe(false);
  });

  it("fills the footer's template, never a description element given its id, whose text would revive escaped markup", () => {
    // kses keeps the id and escapes the tag; the element's text is the tag itself.
    const description = '<div class="woocommerce-Tabs-panel--description"><div id="tmpl-variation-template">&lt;img src="x" data-hostile onerror="alert(1)"&gt;</div></div>';
    const { form, choose } = setUp(description + PAGE);
    choose(TANK, '20-l');
    choose(PACK, 'extended');
    expect(form.querySelector('[data-hostile]')).toBeNull();
    expect(form.querySelector('.woocommerce-variation-price')?.textContent).toBe('$603.00');
  });

  it('offers only the values that exist with the other choice, and marks an out-of-stock one unavailable', () => {
    const { choose } = setUp();
    choose(TANK, '40-l');
    expect(options(PACK)).toEqual(['', 'standard']);
    choose(TANK, '30-l');
    choose(PACK, 'extended');
    expect(button().classList.contains('wc-variation-is-unavailable')).toBe(true);
    expect(document.querySelector('.woocommerce-variation-availability')?.textContent).toBe('Out of stock');
  });

  it('explains a press on the disabled button instead of posting', () => {
    const { form } = setUp();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    button().dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(form.querySelector('.wc-variation-selection-message')?.textContent).toBe('Make a selection');
  });

  it('Clear empties every select, restores the SKU and announces the reset', () => {
    const { form, choose } = setUp();
    choose(TANK, '20-l');
    choose(PACK, 'standard');
    form.querySelector<HTMLAnchorElement>('.reset_variations')!.click();
    expect(options(PACK)).toEqual(['', 'standard', 'extended']);
    expect([...form.querySelectorAll('select')].map((s) => s.value)).toEqual(['', '']);
    expect(document.querySelector('.product_meta .sku')?.textContent).toBe('AW-AS40');
    expect(form.querySelector('.reset_variations_alert')?.textContent).toBe('Reset');
    expect(form.querySelector<HTMLInputElement>('input.variation_id')!.value).toBe('');
  });

  it('tells DOM listeners with a typed detail and jQuery listeners with WooCommerce\'s arguments, once each', () => {
    (globalThis as { jQuery?: unknown }).jQuery = jQuery;
    document.body.innerHTML = PAGE;
    const form = document.querySelector<HTMLFormElement>('form.variations_form')!;
    const heard: unknown[][] = [];
    jQuery(document).on('found_variation show_variation', (event: JQuery.TriggeredEvent, ...args: unknown[]) => {
      heard.push(['jquery', event.type, ...args.map((a) => (typeof a === 'object' && a !== null ? (a as { variation_id: number }).variation_id : a))]);
    });
    document.addEventListener('found_variation', (event) => heard.push(['dom', event.type, (event as CustomEvent<{ variation: { variation_id: number } }>).detail.variation.variation_id]));
    createVariationForm(form, PARAMS);
    form.querySelector<HTMLSelectElement>(`select[name="${TANK}"]`)!.value = '20-l';
    const pack = form.querySelector<HTMLSelectElement>(`select[name="${PACK}"]`)!;
    pack.value = 'standard';
    pack.dispatchEvent(new Event('change', { bubbles: true }));
    expect(heard).toEqual([['jquery', 'show_variation', 601, true], ['dom', 'found_variation', 601], ['jquery', 'found_variation', 601]]);
  });

  it('obeys check_variations and reset_data triggered by other scripts', () => {
    (globalThis as { jQuery?: unknown }).jQuery = jQuery;
    const { form } = setUp();
    form.querySelector<HTMLSelectElement>(`select[name="${TANK}"]`)!.value = '20-l';
    form.querySelector<HTMLSelectElement>(`select[name="${PACK}"]`)!.value = 'standard';
    jQuery(form).trigger('check_variations');
    expect(form.querySelector<HTMLInputElement>('input.variation_id')!.value).toBe('601');
    jQuery(form).trigger('reset_data');
    expect(button().classList.contains('wc-variation-selection-needed')).toBe(true);
  });
});
