/** The select's box as the field must copy it: read in one pass, written in another. */
export type SelectBox = Partial<CSSStyleDeclaration>;

/**
 * Reads what the field needs to take exactly the select's box, so swapping them moves nothing (no
 * layout shift): the select's rendered height, its margins and display, and its width, as a
 * percentage when it fills its container (the theme's `width: 100%`, which must stay fluid) or in
 * pixels otherwise. Only reads: with several selects, all are read before any is swapped, so the page
 * is laid out once, not once per select.
 */
export function measureSelect(select: HTMLSelectElement): SelectBox | null {
  const view = select.ownerDocument.defaultView;
  if (!view) return null;
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
  return {
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
  };
}

export function applySelectBox(field: HTMLElement, box: SelectBox | null): void {
  if (box) Object.assign(field.style, box);
}
