import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bindFieldDescriptions } from '../bindFieldDescriptions.ts';
import { focusAlertNotice } from '../focusAlertNotice.ts';
import { raiseQuantityMinimums } from '../raiseQuantityMinimums.ts';

// templates/notices/success.php and error.php (v3.9.0), plus an info notice (role=status, never focused).
const NOTICES = `<div class="woocommerce-notices-wrapper"><div class="woocommerce-info" role="status">Info</div><div class="woocommerce-message" role="alert">“Drone” has been added to your cart.</div><ul class="woocommerce-error" role="alert"><li>Error</li></ul></div>`;
// woocommerce_form_field with a description (contract s7.7).
const FIELDS = `<form><p class="form-row" id="a_field"><span class="woocommerce-input-wrapper"><input id="a" aria-describedby="a-description" /><span class="description" id="a-description" aria-hidden="true" style="display:none">About A</span></span></p>
<p class="form-row" id="b_field"><span class="woocommerce-input-wrapper"><input id="b" /><span class="description" id="b-description" aria-hidden="true" style="display:none">About B</span></span></p><p id="outside">Elsewhere</p></form>`;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('notice focus', () => {
  it('gives the first alert notice tabindex -1 and focuses it 500 ms after load', () => {
    document.body.innerHTML = NOTICES;
    focusAlertNotice(document, 0);
    const success = document.querySelector<HTMLElement>('.woocommerce-message')!;
    expect(success.getAttribute('tabindex')).toBe('-1');
    vi.advanceTimersByTime(499);
    expect(document.activeElement).not.toBe(success);
    vi.advanceTimersByTime(1);
    expect(document.activeElement).toBe(success);
  });

  it('counts the time already gone since load', () => {
    document.body.innerHTML = NOTICES;
    focusAlertNotice(document, 300);
    vi.advanceTimersByTime(200);
    expect(document.activeElement).toBe(document.querySelector('.woocommerce-message'));
  });

  it('leaves status notices alone', () => {
    document.body.innerHTML = '<div class="woocommerce-info" role="status">Info</div>';
    focusAlertNotice(document, 0);
    vi.advanceTimersByTime(500);
    expect(document.querySelector('.woocommerce-info')!.hasAttribute('tabindex')).toBe(false);
    expect(document.activeElement).toBe(document.body);
  });
});

describe('quantity minimums', () => {
  it('raises a value below a minimum of 0 or more, outside the cart table only', () => {
    document.body.innerHTML = `<input class="qty" id="low" min="1" value="0" /><input class="qty" id="neg" min="-1" value="-5" />
      <table><tr><td class="product-quantity"><input class="qty" id="cart" min="1" value="0" /></td></tr></table><input class="qty" id="ok" min="1" value="3" />`;
    raiseQuantityMinimums(document);
    const value = (id: string) => document.querySelector<HTMLInputElement>(`#${id}`)!.value;
    expect([value('low'), value('neg'), value('cart'), value('ok')]).toEqual(['1', '-5', '0', '3']);
  });
});

describe('field descriptions', () => {
  let unbind = (): void => undefined;
  afterEach(() => unbind());
  const field = (id: string) => document.querySelector<HTMLInputElement>(`#${id}`)!;
  const description = (id: string) => document.querySelector<HTMLElement>(`#${id}-description`)!;

  it('slides a field description in on focus over 250 ms and out when another field is focused', () => {
    document.body.innerHTML = FIELDS;
    unbind = bindFieldDescriptions(document, { durationMs: 250, animate: () => true });
    field('a').focus();
    expect(description('a').style.display).toBe('block');
    expect(description('a').style.transition).toContain('250ms');
    expect(description('a').getAttribute('aria-hidden')).toBe('false');
    vi.advanceTimersByTime(250);
    expect(description('a').style.height).toBe('');
    field('b').focus();
    expect(description('b').style.display).toBe('block');
    expect(description('a').getAttribute('aria-hidden')).toBe('true');
    expect(description('a').style.display).toBe('block');
    vi.advanceTimersByTime(250);
    expect(description('a').style.display).toBe('none');
  });

  it('Escape hides the focused field’s description', () => {
    document.body.innerHTML = FIELDS;
    unbind = bindFieldDescriptions(document, { durationMs: 250, animate: () => true });
    field('a').focus();
    const escape = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    field('a').dispatchEvent(escape);
    expect(escape.defaultPrevented).toBe(true);
    vi.advanceTimersByTime(250);
    expect(description('a').style.display).toBe('none');
  });

  it('a click outside every field wrapper hides the descriptions', () => {
    document.body.innerHTML = FIELDS;
    unbind = bindFieldDescriptions(document, { durationMs: 250, animate: () => true });
    field('a').focus();
    document.querySelector<HTMLElement>('#outside')!.click();
    vi.advanceTimersByTime(250);
    expect(description('a').style.display).toBe('none');
  });

  it('with reduced motion reaches the same end state at once', () => {
    document.body.innerHTML = FIELDS;
    unbind = bindFieldDescriptions(document, { durationMs: 250, animate: () => false });
    field('a').focus();
    expect(description('a').style.display).toBe('block');
    expect(description('a').style.transition).toBe('');
    field('b').focus();
    expect(description('a').style.display).toBe('none');
  });
});
