/**
 * WooCommerce's wc_set_content / wc_set_variation_attr: the first change keeps the server's value in
 * `data-o_content` / `data-o_<attr>` (the same attributes, so other scripts can restore it too).
 */
export function setContent(element: Element, text: string): void {
  if (!element.hasAttribute('data-o_content')) element.setAttribute('data-o_content', element.textContent ?? '');
  element.textContent = text;
}

export function resetContent(element: Element): void {
  const original = element.getAttribute('data-o_content');
  if (original !== null) element.textContent = original;
}

export function setVariationAttr(element: Element, name: string, value: string | number | undefined): void {
  if (!element.hasAttribute(`data-o_${name}`)) element.setAttribute(`data-o_${name}`, element.getAttribute(name) ?? '');
  if (value === undefined) element.removeAttribute(name);
  else element.setAttribute(name, String(value));
}

export function resetVariationAttr(element: Element, name: string): void {
  const original = element.getAttribute(`data-o_${name}`);
  if (original !== null) element.setAttribute(name, original);
}
