// A start tag, with quoted values kept whole so a '>' inside one does not end the tag.
const START_TAG = /<[a-z][^\s/>]*(?:"[^"]*"|'[^']*'|[^"'>])*>?/gi;
// A tag's pieces: quoted values, left as they are, and the unquoted runs between them.
const TAG_PIECE = /"[^"]*"|'[^']*'|[^"']+/g;
// An attribute name starting with 'on', where the tokenizer starts a name: at the start of a run
// (right after a closing quote) or after whitespace or '/', never as a value after '='.
const HANDLER_NAME = /(?<!=\s*)(^|[\s/])(on[a-z])/gi;

/**
 * HTML source with every inline event handler attribute renamed (`onerror` -> `x-onerror`), for
 * markup from the server (carousel comments and captions, an address provider's branding) that is
 * parsed before it is sanitized or stripped.
 * Chromium checks a page's script-src for `on…=` attributes as they are parsed, even into an inert
 * document (template content, DOMParser) where the handler can never run, and reports a violation:
 * a console error and a report to the store's CSP endpoint for code that was never going to run.
 * Not a sanitizer: DOMPurify still sanitizes what this returns (and drops the renamed attribute).
 */
export function withoutInlineHandlers(html: string): string {
  if (!/on[a-z]/i.test(html)) return html;
  return html.replace(START_TAG, (tag) =>
    tag.replace(TAG_PIECE, (piece) => (piece.startsWith('"') || piece.startsWith("'") ? piece : piece.replace(HANDLER_NAME, '$1x-$2'))),
  );
}
