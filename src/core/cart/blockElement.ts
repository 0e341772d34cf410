/**
 * The blocking overlay WooCommerce drew with jQuery BlockUI while a mini-cart line was being removed
 * (contract s1.4). It keeps BlockUI's class names, because WooCommerce's and themes' stylesheets
 * style `.blockUI.blockOverlay` (WooCommerce adds its spinner there), and makes the line inert and
 * busy for assistive technology.
 */
const OVERLAY_STYLE =
  'position:absolute;inset:0;z-index:1000;margin:0;padding:0;border:none;background:#fff;opacity:.6;cursor:wait';

export function blockElement(element: HTMLElement): void {
  if (element.querySelector(':scope > .blockUI.blockOverlay')) return;
  const view = element.ownerDocument.defaultView;
  if (view && view.getComputedStyle(element).position === 'static') {
    element.style.position = 'relative';
    element.dataset.islandBlockedPosition = 'static';
  }
  const overlay = element.ownerDocument.createElement('div');
  overlay.className = 'blockUI blockOverlay';
  // Through CSSOM, which a Content Security Policy allows, not a style attribute (style-src-attr).
  overlay.style.cssText = OVERLAY_STYLE;
  element.append(overlay);
  element.setAttribute('aria-busy', 'true');
  element.inert = true;
}

export function unblockElement(element: HTMLElement): void {
  element.querySelector(':scope > .blockUI.blockOverlay')?.remove();
  element.removeAttribute('aria-busy');
  element.inert = false;
  if (element.dataset.islandBlockedPosition) {
    element.style.position = '';
    delete element.dataset.islandBlockedPosition;
  }
}
