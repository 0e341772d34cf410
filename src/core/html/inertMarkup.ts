import { withoutInlineHandlers } from './withoutInlineHandlers.ts';

// Elements whose only use in cart markup would be to run code, load another document, or change how
// the whole page resolves links or styles (`base`, `meta` refresh, `link`, `style`); SVG animations can
// set an `href` to a javascript: URL after insertion; a nested `template` would hide markup from this walk.
const DROPPED_ELEMENTS = new Set([
  'script', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'portal', 'fencedframe', 'base', 'meta', 'link', 'style', 'template',
  'animate', 'animatemotion', 'animatetransform', 'set',
]);
// Every HTML and SVG event handler attribute starts with 'on'; 'x-on…' is what withoutInlineHandlers renamed.
const HANDLER_ATTRIBUTE = /^(?:x-)?on[a-z]/i;
const SCRIPT_SCHEMES = new Set(['javascript:', 'vbscript:']);
// Attributes that navigate or submit, where a data: URL is no image placeholder but a document.
const NAVIGATING_ATTRIBUTES = new Set(['href', 'action', 'formaction']);
// Elements whose `name` becomes a property of `document` (HTML's named access), e.g. `<img name=cookie>`.
const NAMED_ON_DOCUMENT = new Set(['img', 'form']);

/**
 * The scheme a browser would read from an attribute value, or '' when there is none. Its URL parser strips
 * leading C0 controls and spaces and removes tabs and newlines anywhere; dropping every character up to
 * ' ' can only find a scheme where the parser sees none, never miss one (and costs no URL parse).
 */
function schemeOf(value: string): string {
  const colon = value.indexOf(':');
  if (colon < 0) return '';
  let scheme = '';
  for (const char of value.slice(0, colon + 1)) if (char > ' ') scheme += char;
  return scheme.toLowerCase();
}

function allowed(element: Element, attribute: Attr, doc: Document): boolean {
  const name = attribute.localName.toLowerCase();
  if (HANDLER_ATTRIBUTE.test(name) || name === 'srcdoc') return false;
  const scheme = schemeOf(attribute.value);
  if (SCRIPT_SCHEMES.has(scheme)) return false;
  if (scheme === 'data:' && NAVIGATING_ATTRIBUTES.has(name)) return false;
  if (name === 'name' && NAMED_ON_DOCUMENT.has(element.localName) && attribute.value in doc) return false;
  return true;
}

export interface InertMarkupOptions {
  /**
   * Keeps `script` elements, still inert: the parser marks a script it made for `innerHTML` as already
   * started, and its imported copy too, so the browser never runs it; a caller may run it on purpose
   * (the fragment store, for a live answer). Default false: scripts are removed.
   */
  readonly keepScripts?: boolean;
}

/**
 * Server markup (cart fragments) parsed into nodes of `doc` that run nothing under any page policy:
 * no script, no inline handler, no javascript:/vbscript: URL, no frame or plugin, no `base`/`meta`.
 * Everything WooCommerce and themes put in cart regions stays: classes, ids, data-*, aria-*, style
 * attributes, forms, images with srcset (data: placeholders included), SVG icons.
 * The markup is parsed in an inert template (nothing loads or runs there) and these same nodes are
 * imported, never serialized and parsed again, so what was checked is what is inserted.
 */
export function inertMarkup(doc: Document, markup: string, options: InertMarkupOptions = {}): DocumentFragment {
  const template = doc.createElement('template');
  // Renamed before parsing: Chromium reports a strict CSP violation for on…= even in a template.
  template.innerHTML = withoutInlineHandlers(markup);
  for (const element of [...template.content.querySelectorAll('*')]) {
    const name = element.localName.toLowerCase();
    if (DROPPED_ELEMENTS.has(name) && !(name === 'script' && options.keepScripts === true)) {
      element.remove();
      continue;
    }
    const { attributes } = element;
    // Backwards over the live map: a removal shifts only the attributes already checked.
    for (let index = attributes.length - 1; index >= 0; index -= 1) {
      const attribute = attributes[index];
      if (attribute && !allowed(element, attribute, doc)) element.removeAttributeNode(attribute);
    }
  }
  return doc.importNode(template.content, true);
}
