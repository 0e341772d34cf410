export interface MenuToggle {
  toggle(): void;
  unbind(): void;
}

/**
 * The small-screen Menu button (contract s2.3): the first button in the nav toggles class `toggled`
 * on the nav and `aria-expanded` on the button. Deliberate difference: Storefront also writes
 * aria-expanded on the menu `ul`, which ARIA does not allow on a list (axe: aria-allowed-attr); the
 * `toggled` class carries that state for CSS instead. A nav without a menu hides its button.
 */
export function bindMenuToggle(nav: HTMLElement): MenuToggle | null {
  const button = nav.querySelector('button');
  if (!button) return null;
  const menu = nav.querySelector('ul');
  if (!menu) {
    button.style.display = 'none';
    return null;
  }
  button.setAttribute('aria-expanded', 'false');
  menu.classList.add('nav-menu');
  const toggle = (): void => {
    const expanded = nav.classList.toggle('toggled');
    button.setAttribute('aria-expanded', String(expanded));
  };
  const onClick = (): void => toggle();
  button.addEventListener('click', onClick);
  return { toggle, unbind: () => button.removeEventListener('click', onClick) };
}
