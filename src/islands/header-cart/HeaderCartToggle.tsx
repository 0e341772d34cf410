import { useCallback, useEffect, useId, useState } from 'react';
import { createPortal } from 'react-dom';
import { capMiniCartHeight } from '../../core/cart/index.ts';

export interface HeaderCartToggleProps {
  /** Storefront's `ul.site-header-cart`. */
  readonly cart: HTMLElement;
  /** The `li` holding `a.cart-contents`, where the toggle is drawn. */
  readonly anchor: HTMLElement;
  /** The dropdown: `.widget_shopping_cart`. */
  readonly dropdown: HTMLElement;
  /** Accessible name of the toggle. */
  readonly label: string;
}

/**
 * Disclosure for the header mini-cart (APG disclosure pattern), so keyboard and touch users can open
 * what mouse users open by hovering. The open state is Storefront's own `.focus` class on the cart,
 * which its stylesheet already shows, so a customised theme keeps its look.
 */
/**
 * Drawn over the end edge of the cart link's item (the right, or the left on a right-to-left page), so adding it moves nothing on the page (no
 * layout shift) and needs no theme CSS; `color: inherit` follows the theme's header colours.
 */
const TOGGLE_STYLE = {
  position: 'absolute',
  top: 0,
  insetInlineEnd: 0,
  height: '100%',
  minWidth: '2.2em',
  margin: 0,
  padding: '0 .4em',
  border: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
} as const;

export function HeaderCartToggle({ cart, anchor, dropdown, label }: HeaderCartToggleProps) {
  const [open, setOpen] = useState(false);
  const fallbackId = useId();
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    // The toggle is positioned against its list item; Storefront's items are static.
    if (getComputedStyle(anchor).position === 'static') anchor.style.position = 'relative';
  }, [anchor]);

  useEffect(() => {
    if (!dropdown.id) dropdown.id = `wc-islands-mini-cart-${fallbackId.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  }, [dropdown, fallbackId]);

  useEffect(() => {
    cart.classList.toggle('focus', open);
    if (open) requestAnimationFrame(() => capMiniCartHeight(cart, window.innerHeight));
  }, [cart, open]);

  useEffect(() => {
    const onHover = (): void => void requestAnimationFrame(() => capMiniCartHeight(cart, window.innerHeight));
    cart.addEventListener('mouseenter', onHover);
    // This layer is drawn by the shopper's first pointer on the cart (issue #15): that hover is now.
    if (cart.matches(':hover')) onHover();
    return () => cart.removeEventListener('mouseenter', onHover);
  }, [cart]);

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key !== 'Escape') return;
      close();
      anchor.querySelector<HTMLElement>('.wc-islands-cart-toggle')?.focus();
    };
    const onOutside = (event: Event): void => {
      if (event.target instanceof Node && !cart.contains(event.target)) close();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [anchor, cart, close, open]);

  return createPortal(
    <button
      type="button"
      className="wc-islands-cart-toggle"
      aria-expanded={open}
      aria-controls={dropdown.id || undefined}
      aria-label={label}
      style={TOGGLE_STYLE}
      onClick={() => setOpen((value) => !value)}
    >
      <span aria-hidden="true">▾</span>
    </button>,
    anchor,
  );
}
