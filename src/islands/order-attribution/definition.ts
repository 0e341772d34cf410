import type { IslandDefinition } from '../../core/scanner/types.ts';

/**
 * Order attribution. `body` is a mount point so the visit is recorded on every page (pages per
 * session, entry page, referrer), as the legacy footer script did; the forms and groups WooCommerce
 * prints (contract s4.3) get the hidden inputs. 'idle': no shopper input waits on it.
 */
export const definition: IslandDefinition = {
  name: 'order-attribution',
  selector: 'body,form.checkout,form.woocommerce-checkout,form.register,wc-order-attribution-inputs',
  load: () => import('./index.ts'),
};
