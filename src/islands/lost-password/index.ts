import type { Unmount } from '../../core/scanner/index.ts';

/**
 * lost-password.js (my-account.md s2): once the lost or reset password form is submitted, its submit
 * button is disabled, so a second click sends no second reset email. The browser has already chosen
 * the submitter when 'submit' fires; WooCommerce reads the hidden `wc_reset_password` field, not the
 * button, so the disabled button missing from the posted data changes nothing.
 */
export function mount(form: HTMLElement): Unmount {
  const onSubmit = (): void => {
    for (const button of form.querySelectorAll<HTMLButtonElement>('button[type="submit"]')) button.disabled = true;
  };
  form.addEventListener('submit', onSubmit);
  return () => form.removeEventListener('submit', onSubmit);
}
