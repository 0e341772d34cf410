/** Attribute tests and themes wait for: the names of the islands mounted on an element. */
export const MOUNTED_ATTRIBUTE = 'data-island-mounted';
/** Attribute on an element or an ancestor that opts its subtree out of enhancement. */
export const SKIP_ATTRIBUTE = 'data-island-skip';
/** Attribute that mounts the named islands on any element, whatever its markup. */
export const EXPLICIT_ATTRIBUTE = 'data-island';

/** Adds `name` to (`mounted`) or removes it from the element's MOUNTED_ATTRIBUTE list. */
export function markMounted(element: Element, name: string, mounted: boolean): void {
  const names = (element.getAttribute(MOUNTED_ATTRIBUTE) ?? '').split(' ').filter((other) => other && other !== name);
  if (mounted) names.push(name);
  if (names.length) element.setAttribute(MOUNTED_ATTRIBUTE, names.join(' '));
  else element.removeAttribute(MOUNTED_ATTRIBUTE);
}

/** The definition's own selector, or the explicit opt-in by name. */
export function mountSelector(name: string, selector: string): string {
  return `${selector}, [${EXPLICIT_ATTRIBUTE}~="${name}"]`;
}
