import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLatestOnly } from '../createLatestOnly.ts';
import { checkoutAnswerReader } from '../checkoutAnswerReader.ts';

const readCheckoutAnswer = (text: string) => checkoutAnswerReader()(text);
import { validateField } from '../validateField.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('readCheckoutAnswer', () => {
  it('reads a clean answer', async () => {
    await expect(readCheckoutAnswer('{"result":"success","redirect":"/x"}')).resolves.toEqual({ ok: true, value: { result: 'success', redirect: '/x' } });
  });

  it('skips a PHP notice printed before the JSON, as checkout.js does', async () => {
    const text = '<br />\n<b>Warning</b>: Undefined index in plugin.php on line 3<br />\n{"result":"failure","messages":"<ul class=\\"woocommerce-error\\"><li>x</li></ul>","refresh":false,"reload":false}';
    await expect(readCheckoutAnswer(text)).resolves.toMatchObject({ ok: true, value: { result: 'failure', refresh: false } });
  });

  it('gives up on an answer with no JSON', async () => {
    await expect(readCheckoutAnswer('<html>Fatal error</html>')).resolves.toMatchObject({ ok: false, error: { kind: 'malformed' } });
    await expect(readCheckoutAnswer('')).resolves.toMatchObject({ ok: false, error: { kind: 'malformed' } });
  });

  it('fails an answer whose fields are not what WooCommerce sends as malformed, never casting them', async () => {
    await expect(readCheckoutAnswer('{"result":"success","redirect":{"href":"javascript:alert(1)"}}')).resolves.toMatchObject({ ok: false, error: { kind: 'malformed' } });
    await expect(readCheckoutAnswer('"success"')).resolves.toMatchObject({ ok: false, error: { kind: 'malformed' } });
  });
});

describe('createLatestOnly', () => {
  it('turns a burst of changes into one request after the delay', async () => {
    vi.useFakeTimers();
    const task = vi.fn(async (_n: number, _signal: AbortSignal) => undefined);
    const latest = createLatestOnly(task);
    latest.schedule(1, 5);
    latest.schedule(2, 5);
    latest.schedule(3, 5);
    await vi.advanceTimersByTimeAsync(5);
    expect(task).toHaveBeenCalledTimes(1);
    expect(task.mock.calls[0]?.[0]).toBe(3);
  });

  it('aborts the request in flight when a newer one starts, so an older answer is never applied', async () => {
    vi.useFakeTimers();
    const applied: number[] = [];
    const answers = new Map<number, () => void>();
    const latest = createLatestOnly<number>((n, signal) => new Promise<void>((resolve) => {
      answers.set(n, () => {
        if (!signal.aborted) applied.push(n);
        resolve();
      });
    }));
    latest.schedule(1, 5);
    await vi.advanceTimersByTimeAsync(5);
    latest.schedule(2, 5);
    await vi.advanceTimersByTimeAsync(5);
    answers.get(2)?.();
    answers.get(1)?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(applied).toEqual([2]);
  });
});

describe('validateField', () => {
  function row(classes: string, html: string): HTMLInputElement {
    document.body.innerHTML = `<p class="form-row ${classes}"><label for="f">F</label><input class="input-text" id="f" ${html}></p>`;
    return document.querySelector('input')!;
  }

  it('marks an empty required field invalid on leaving it and clears the marks while typing', () => {
    const input = row('validate-required', 'value=""');
    expect(validateField(input, 'focusout')).toBe(false);
    expect(input.parentElement!.className).toContain('woocommerce-invalid woocommerce-invalid-required-field');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    validateField(input, 'input');
    expect(input.parentElement!.classList.contains('woocommerce-invalid')).toBe(false);
  });

  it('checks email and phone shapes and marks a good value validated', () => {
    const email = row('validate-email', 'value="ana@"');
    expect(validateField(email, 'change')).toBe(false);
    expect(email.parentElement!.classList.contains('woocommerce-invalid-email')).toBe(true);
    email.value = 'ana@example.com';
    expect(validateField(email, 'change')).toBe(true);
    expect(email.parentElement!.classList.contains('woocommerce-validated')).toBe(true);
    const phone = row('validate-phone', 'value="+1 (555) 010-1234"');
    expect(validateField(phone, 'validate')).toBe(true);
    phone.value = 'call me';
    expect(validateField(phone, 'validate')).toBe(false);
  });

  it('marks a bad email as an email problem only (WooCommerce 11; older versions also added woocommerce-invalid-phone)', () => {
    const email = row('validate-email', 'value="ana@"');
    validateField(email, 'focusout');
    expect(email.parentElement!.classList.contains('woocommerce-invalid-email')).toBe(true);
    expect(email.parentElement!.classList.contains('woocommerce-invalid-phone')).toBe(false);
  });

  it('takes back a failed place order\'s inline message and aria-describedby on typing and on a valid value', () => {
    const input = row('validate-required', 'value="" aria-invalid="true" aria-describedby="f_description"');
    input.parentElement!.insertAdjacentHTML('beforeend', '<p id="f_description" class="checkout-inline-error-message">F is a required field.</p>');
    validateField(input, 'input');
    expect(document.querySelector('.checkout-inline-error-message')).toBeNull();
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
    input.setAttribute('aria-describedby', 'f_description');
    input.parentElement!.insertAdjacentHTML('beforeend', '<p id="f_description" class="checkout-inline-error-message">F is a required field.</p>');
    input.value = 'Ana';
    expect(validateField(input, 'focusout')).toBe(true);
    expect(document.querySelector('.checkout-inline-error-message')).toBeNull();
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('keeps the inline message while the field is still invalid', () => {
    const input = row('validate-required', 'value="" aria-describedby="f_description"');
    input.parentElement!.insertAdjacentHTML('beforeend', '<p id="f_description" class="checkout-inline-error-message">F is a required field.</p>');
    expect(validateField(input, 'focusout')).toBe(false);
    expect(document.querySelector('.checkout-inline-error-message')).not.toBeNull();
    expect(input.getAttribute('aria-describedby')).toBe('f_description');
  });
});
