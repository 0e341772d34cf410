import { describe, expect, it, vi } from 'vitest';
import { islandContext } from '../../../island-kit/__tests__/islandContext.ts';
import { mount } from '../index.ts';

// templates/loop/orderby.php v9.7.0 plus the demo store's no-JS Sort button.
const ORDERING = `<form class="woocommerce-ordering" method="get"><select name="orderby" class="orderby" aria-label="Shop order">
<option value="menu_order" selected>Default sorting</option><option value="price">Sort by price: low to high</option></select>
<input type="hidden" name="paged" value="1" /><span class="wc-islands-nojs"><button type="submit" class="button">Sort</button></span></form>`;

function render(): { form: HTMLFormElement; submitted: ReturnType<typeof vi.fn> } {
  document.body.innerHTML = ORDERING;
  const form = document.querySelector('form')!;
  const submitted = vi.fn((event: Event) => event.preventDefault());
  form.addEventListener('submit', submitted);
  return { form, submitted };
}

describe('catalog ordering', () => {
  it('submits the form as soon as a sort option is chosen', () => {
    const { form, submitted } = render();
    mount(form, islandContext('catalog-ordering'));
    const select = form.querySelector('select')!;
    select.value = 'price';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('hides the no-JS Sort button once mounted, keeping its box so nothing moves, and shows it again on unmount', () => {
    const { form } = render();
    const unmount = mount(form, islandContext('catalog-ordering'));
    const fallback = form.querySelector<HTMLElement>('.wc-islands-nojs')!;
    expect(fallback.style.visibility).toBe('hidden');
    expect(fallback.hidden).toBe(false);
    unmount();
    expect(fallback.style.visibility).toBe('');
  });

  it('submits a choice made before the island loaded', () => {
    const { form, submitted } = render();
    mount(form, islandContext('catalog-ordering', [new Event('change')]));
    expect(submitted).toHaveBeenCalledTimes(1);
  });
});
