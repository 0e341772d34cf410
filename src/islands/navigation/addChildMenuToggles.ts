import type { ChildMenuStrings } from '../../adapters/readChromeStrings.ts';

/**
 * A `button.dropdown-toggle` after each parent link of the handheld menu (contract s2.3). Items under
 * the current page (`current-menu-ancestor`) start expanded. Deliberate difference: the label always
 * matches the state ('Collapse child menu' when expanded), where Storefront leaves a pre-expanded
 * item saying 'Expand child menu' until its first click.
 */
export function addChildMenuToggles(menu: HTMLElement, strings: ChildMenuStrings): () => void {
  const doc = menu.ownerDocument;
  const added: HTMLButtonElement[] = [];
  for (const link of menu.querySelectorAll<HTMLElement>('.menu-item-has-children > a, .page_item_has_children > a')) {
    const subMenu = link.nextElementSibling;
    const button = doc.createElement('button');
    button.type = 'button';
    button.className = 'dropdown-toggle';
    const label = doc.createElement('span');
    label.className = 'screen-reader-text';
    button.append(label);
    const render = (expanded: boolean): void => {
      button.classList.toggle('toggled-on', expanded);
      subMenu?.classList.toggle('toggled-on', expanded);
      button.setAttribute('aria-expanded', String(expanded));
      label.textContent = expanded ? strings.collapse : strings.expand;
    };
    render(link.parentElement?.classList.contains('current-menu-ancestor') ?? false);
    button.addEventListener('click', () => render(!button.classList.contains('toggled-on')));
    link.after(button);
    added.push(button);
  }
  return () => {
    for (const button of added) {
      button.nextElementSibling?.classList.remove('toggled-on');
      button.remove();
    }
  };
}
