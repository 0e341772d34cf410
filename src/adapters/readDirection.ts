/**
 * The page's writing direction as WordPress prints it for a right-to-left locale (`<html dir="rtl">`,
 * language_attributes()), or as a theme's stylesheet sets it: what the browser lays the page out in.
 */
export function readDirection(doc: Document = document): 'ltr' | 'rtl' {
  const view = doc.defaultView;
  const direction = view ? view.getComputedStyle(doc.documentElement).direction : doc.documentElement.dir;
  return direction === 'rtl' ? 'rtl' : 'ltr';
}
