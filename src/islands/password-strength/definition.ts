import type { IslandDefinition } from '../../core/scanner/types.ts';

/**
 * WooCommerce's password strength meter (my-account.md s3) on its four new-password fields. Mounted at
 * load, a small chunk; zxcvbn itself is fetched only when a shopper focuses one of them.
 */
export const definition: IslandDefinition = {
  name: 'password-strength',
  selector: 'form.register #reg_password,form.edit-account #password_1,form.lost_reset_password #password_1,form.checkout #account_password',
  when: 'load',
  load: () => import('./index.ts'),
};
