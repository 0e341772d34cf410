import type { IslandDefinition } from '../../core/scanner/types.ts';

/** The lost password and reset password forms (my-account.md s2); mounted at load, before a shopper submits. */
export const definition: IslandDefinition = {
  name: 'lost-password',
  selector: 'form.lost_reset_password',
  when: 'load',
  load: () => import('./index.ts'),
};
