export interface SearchToggle {
  toggle(): void;
  unbind(): void;
}

/**
 * The bar's Search link (contract s2.5) toggles class `active` on its item, which slides the search
 * form up above the bar. Added for assistive technology and keyboards: the link reads as a button
 * with `aria-expanded`, opening moves focus into the search field, Escape closes and returns focus.
 */
export function bindSearchToggle(bar: HTMLElement): SearchToggle | null {
  const link = bar.querySelector<HTMLAnchorElement>('.search > a');
  const item = link?.parentElement;
  if (!link || !item) return null;
  const panel = item.querySelector<HTMLElement>('.site-search');
  if (panel) {
    panel.id ||= 'handheld-footer-bar-search';
    link.setAttribute('aria-controls', panel.id);
  }
  link.setAttribute('role', 'button');
  link.setAttribute('aria-expanded', 'false');
  const set = (open: boolean): void => {
    item.classList.toggle('active', open);
    link.setAttribute('aria-expanded', String(open));
    if (open) panel?.querySelector<HTMLElement>('input[type="search"], input:not([type="hidden"])')?.focus({ preventScroll: true });
  };
  const toggle = (): void => set(!item.classList.contains('active'));
  const onClick = (event: MouseEvent): void => {
    event.preventDefault();
    toggle();
  };
  // Enter and Space arrive as clicks: the loader gives the link a button's keys (definition.ts).
  const onKeydown = (event: KeyboardEvent): void => {
    if (event.key === 'Escape' && item.classList.contains('active')) {
      set(false);
      link.focus();
    }
  };
  link.addEventListener('click', onClick);
  item.addEventListener('keydown', onKeydown);
  return {
    toggle,
    unbind: () => {
      link.removeEventListener('click', onClick);
      item.removeEventListener('keydown', onKeydown);
    },
  };
}
