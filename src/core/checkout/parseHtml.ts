/** Parses an HTML answer (a whole page or a fragment) without running its scripts. */
export function parseHtml(html: string, doc: Document): Document {
  const view = doc.defaultView;
  const Parser = view?.DOMParser ?? DOMParser;
  return new Parser().parseFromString(html, 'text/html');
}

/** The first element of an HTML fragment, adopted into `doc`; null when the fragment has none. */
export function elementFromHtml(html: string, doc: Document): Element | null {
  const template = doc.createElement('template');
  template.innerHTML = html.trim();
  return template.content.firstElementChild;
}
