import type { IslandContext, Unmount } from '../../core/scanner/index.ts';
import { cartRuntime } from '../../cart-layer/cartRuntime.ts';
import { activateReplacedLinks } from './activateReplacedLinks.ts';

const REMOVE_LINK = '.remove_from_cart_button';

/**
 * Mini-cart line removal on any cart widget (spec s4 'Mini-cart line removal'). Mounted on the widget
 * wrapper, which fragments never replace, so it survives every refresh of the lines inside.
 */
export function mount(widget: HTMLElement, context: IslandContext): Unmount {
  const { remover, draw } = cartRuntime(context);
  // The removal is sent at once (core); the cart's React layer is drawn beside it to announce it.
  const remove = (link: HTMLElement): void => {
    remover.remove(link);
    draw();
  };

  const removeLinkOf = (event: Event): HTMLElement | null => {
    const link = event.target instanceof Element ? event.target.closest<HTMLElement>(REMOVE_LINK) : null;
    return link && widget.contains(link) ? link : null;
  };
  const onClick = (event: MouseEvent): void => {
    const link = removeLinkOf(event);
    if (!link) return;
    event.preventDefault();
    // A legacy add-to-cart.js handler delegated on body would remove the line a second time.
    event.stopPropagation();
    remove(link);
  };
  widget.addEventListener('click', onClick);
  // A × pressed, redrawn by an add's answer, then released: no click comes (activateReplacedLinks.ts).
  const unbindReplaced = activateReplacedLinks(widget, REMOVE_LINK, remove);
  for (const event of context.pending) {
    const link = removeLinkOf(event);
    if (link) remove(link);
  }
  return () => {
    widget.removeEventListener('click', onClick);
    unbindReplaced();
  };
}
