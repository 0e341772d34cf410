import $ from 'jquery';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onJQueryTriggeredSubmit } from '../jqueryTriggeredSubmit.ts';

const win = globalThis as unknown as Record<string, unknown>;

afterEach(() => {
  delete win['jQuery'];
  document.body.innerHTML = '';
});

function checkoutForm(): HTMLFormElement {
  document.body.innerHTML = '<form class="checkout"><input name="billing_email" value="ana@example.com"></form>';
  const form = document.querySelector('form')!;
  // jQuery's trigger ends by calling the form's native submit(): a whole-page post.
  form.submit = vi.fn();
  return form;
}

describe('a submit triggered with jQuery (a gateway submitting the checkout itself)', () => {
  it('is placed once and never posts the page natively', () => {
    win['jQuery'] = $;
    const form = checkoutForm();
    const place = vi.fn();
    onJQueryTriggeredSubmit(form, place);
    $(form).trigger('submit');
    expect(place).toHaveBeenCalledTimes(1);
    expect(form.submit).not.toHaveBeenCalled();
  });

  it('leaves a native submit to the DOM listener', () => {
    win['jQuery'] = $;
    const form = checkoutForm();
    const place = vi.fn();
    onJQueryTriggeredSubmit(form, place);
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(place).not.toHaveBeenCalled();
  });

  it('listens no more once cleaned up, and does nothing on a page without jQuery', () => {
    win['jQuery'] = $;
    const form = checkoutForm();
    const place = vi.fn();
    onJQueryTriggeredSubmit(form, place)();
    $(form).trigger('submit');
    expect(place).not.toHaveBeenCalled();
    delete win['jQuery'];
    expect(() => onJQueryTriggeredSubmit(form, place)()).not.toThrow();
  });
});
