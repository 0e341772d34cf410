import { renderLayer } from '../island-kit/renderLayer.tsx';
import { CartLayer, type CartLayerProps } from './CartLayer.tsx';

/** The cart islands' one React root for the page. */
export function renderCartLayer(props: CartLayerProps): void {
  renderLayer('cart', <CartLayer {...props} />);
}
