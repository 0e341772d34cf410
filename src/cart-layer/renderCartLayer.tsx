import type { PageScope } from '../core/page/index.ts';
import { renderLayer } from '../island-kit/renderLayer.tsx';
import { CartLayer, type CartLayerProps } from './CartLayer.tsx';

/** The cart islands' one React root for the page. */
export function renderCartLayer(page: PageScope, props: CartLayerProps): void {
  renderLayer(page, 'cart', <CartLayer {...props} />);
}
