import { afterEach, describe, expect, it, vi } from 'vitest';
import { focusFirstAlert } from '../focusFirstAlert.ts';

// A failed login on /my-account/: WooCommerce's error notice, after an empty live region of a plugin.
const FAILED_LOGIN = `<a class="skip-link" href="#content">Skip to content</a><div role="alert"> </div>
<ul class="woocommerce-error" role="alert"><li><strong>Error:</strong> The password you entered is incorrect.</li></ul>
<ul class="woocommerce-error" role="alert"><li>Second</li></ul>`;

describe('my account alert focus', () => {
  afterEach(() => vi.useRealTimers());

  it('focuses the first alert with text in the next task, after what the page focused on its own', () => {
    vi.useFakeTimers();
    document.body.innerHTML = FAILED_LOGIN;
    focusFirstAlert(document);
    document.querySelector<HTMLElement>('.skip-link')!.focus();
    vi.runAllTimers();
    const error = document.querySelector<HTMLElement>('.woocommerce-error')!;
    expect(document.activeElement).toBe(error);
    expect(error.getAttribute('tabindex')).toBe('-1');
  });

  it('does nothing on a page without an alert, and nothing once cancelled', () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<div role="alert"></div>';
    focusFirstAlert(document);
    vi.runAllTimers();
    expect(document.activeElement).toBe(document.body);
    document.body.innerHTML = FAILED_LOGIN;
    focusFirstAlert(document)();
    vi.runAllTimers();
    expect(document.activeElement).toBe(document.body);
  });
});
