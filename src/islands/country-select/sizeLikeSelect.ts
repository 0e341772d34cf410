/**
 * Gives the field exactly the select's box so swapping them moves nothing (no layout shift): the
 * select's rendered height, its margins and display, and its width, as a percentage when it fills
 * its container (the theme's `width: 100%`, which must stay fluid) or in pixels otherwise.
 */
export function sizeLikeSelect(select: HTMLSelectElement, field: HTMLElement): void {
  const view = select.ownerDocument.defaultView;
  if (!view) return;
  const style = view.getComputedStyle(select);
  const box = select.getBoundingClientRect();
  // The select's containing block: WooCommerce wraps fields in an inline span, which has no width.
  let parent = select.parentElement;
  while (parent && ['inline', 'contents'].includes(view.getComputedStyle(parent).display)) parent = parent.parentElement;
  const parentStyle = parent ? view.getComputedStyle(parent) : null;
  const parentContent = parent && parentStyle
    ? parent.clientWidth - parseFloat(parentStyle.paddingLeft) - parseFloat(parentStyle.paddingRight)
    : -1;
  const fills = Math.abs(box.width - parentContent) < 1;
  Object.assign(field.style, {
    boxSizing: 'border-box',
    display: style.display === 'inline' ? 'inline-block' : style.display,
    verticalAlign: style.verticalAlign,
    width: fills ? '100%' : `${box.width}px`,
    height: `${box.height}px`,
    marginTop: style.marginTop,
    marginRight: style.marginRight,
    marginBottom: style.marginBottom,
    marginLeft: style.marginLeft,
    fontSize: style.fontSize,
  });
}
