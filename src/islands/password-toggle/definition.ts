import type { IslandDefinition } from '../../core/scanner/types.ts';

/** WooCommerce's password fields (contract s3.1, s7.8): login, registration, checkout account. */
export const definition: IslandDefinition = {
  name: 'password-toggle',
  selector: '.woocommerce form .woocommerce-Input[type="password"],.woocommerce form span>input[type="password"]',
  when: 'load',
  load: () => import('./index.ts'),
};
