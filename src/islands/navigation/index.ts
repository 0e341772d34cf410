import { isTouchDevice } from '../../adapters/pageEnvironment.ts';
import { readChildMenuStrings } from '../../adapters/readChromeStrings.ts';
import { TOUCH_SUBMENU_WIDER_THAN_PX } from '../../core/constants.ts';
import type { IslandContext, Unmount } from '../../core/scanner/index.ts';
import { addChildMenuToggles } from './addChildMenuToggles.ts';
import { bindMenuToggle } from './bindMenuToggle.ts';
import { trackMenuFocus } from './trackMenuFocus.ts';
import { touchSubMenus } from './touchSubMenus.ts';

/**
 * Storefront navigation.js (contract s2.3): the small-screen menu toggle, sub-menu buttons in the
 * handheld menu, `.focus` tracking in the header, and first-tap-opens sub-menus on touch screens
 * wider than 767 px (evaluated once, at load, as Storefront does).
 */
export function mount(nav: HTMLElement, context: IslandContext): Unmount {
  const header = nav.closest<HTMLElement>('.site-header') ?? nav.ownerDocument.body;
  const cleanups: Array<() => void> = [];
  const toggle = bindMenuToggle(nav);
  if (toggle) {
    cleanups.push(toggle.unbind);
    if (context.pending.length > 0) toggle.toggle();
  }
  const handheld = nav.querySelector<HTMLElement>('.handheld-navigation');
  if (handheld) cleanups.push(addChildMenuToggles(handheld, readChildMenuStrings()));
  cleanups.push(trackMenuFocus(header));
  if (isTouchDevice() && window.innerWidth > TOUCH_SUBMENU_WIDER_THAN_PX) cleanups.push(touchSubMenus(header));
  return () => {
    for (const cleanup of cleanups.splice(0)) cleanup();
  };
}
