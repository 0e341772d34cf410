import { insertViewCartLink } from '../core/cart/index.ts';
import type { PageScope } from '../core/page/index.ts';
import { afterNextPaint } from '../island-kit/afterNextPaint.ts';
import { drawLiveRegionWithoutReact } from './drawLiveRegionWithoutReact.ts';
import type { CartLayerProps } from './CartLayer.tsx';

/**
 * Loads and renders the cart's React layer (the cart runtime calls this once per page) when something
 * must be drawn: the shopper's first add or removal (the live region then exists before its text changes), or a
 * 'View cart' link to show. Until then the cart islands are framework-free and a listing where
 * nobody clicks never evaluates React (issue #15). Core never waits for this: requests are sent,
 * and state is kept, before the layer arrives.
 */
export function drawCartLayer(page: PageScope, props: CartLayerProps): Promise<void> {
  // After the next paint, so the click's 'loading' state is painted before React is evaluated.
  return new Promise<void>((resolve) => afterNextPaint(resolve)).then(() => import('./renderCartLayer.tsx')).then(
    ({ renderCartLayer }) => renderCartLayer(page, props),
    (error: unknown) => {
      // The layer is only presentation: without it the cart still works, and the live region and the
      // links are drawn the plain DOM way, so an error or an add is never lost because React is missing.
      console.error('[wc-islands] cart view did not load; drawing without it:', error);
      drawLiveRegionWithoutReact(props.announcer);
      const draw = (): void => {
        for (const { button, text, url } of props.links.list()) insertViewCartLink(button, text, url);
      };
      props.links.subscribe(draw);
      draw();
    },
  );
}
