import { describe, expect, it } from 'vitest';
import { readJsonLeniently } from '../readJsonLeniently.ts';

const ANSWER = '{"fragments":{"a.cart-contents":"<a class=\\"cart-contents\\">{1} item</a>"},"cart_hash":"abc"}';
const PARSED = { fragments: { 'a.cart-contents': '<a class="cart-contents">{1} item</a>' }, cart_hash: 'abc' };

describe('readJsonLeniently', () => {
  it('from a named start, takes checkout.js\' {"result…} even when an earlier object precedes it', () => {
    expect(readJsonLeniently('<b>Notice</b> {"a":1}\n{"result":"failure","refresh":false}', '{"result')).toEqual({ result: 'failure', refresh: false });
  });

  it('parses plain JSON', () => {
    expect(readJsonLeniently(ANSWER)).toEqual(PARSED);
  });

  it('takes the JSON out of a PHP notice printed before it (WP_DEBUG_DISPLAY on)', () => {
    const notice = '<br />\n<b>Deprecated</b>:  Function {x} is <b>deprecated</b> in <b>/srv/wp-includes/functions.php</b> on line <b>6131</b><br />\n';
    expect(readJsonLeniently(`${notice}${ANSWER}`)).toEqual(PARSED);
  });

  it('takes the JSON out of text printed after it, braces included', () => {
    expect(readJsonLeniently(`${ANSWER}\n<b>Warning</b>: in {closure}() line 3`)).toEqual(PARSED);
  });

  it('gives undefined for an answer cut short, an HTML error page, or a bare value', () => {
    expect(readJsonLeniently('{"fragments":{"a":"b"')).toBeUndefined();
    expect(readJsonLeniently('<html><body>502 Bad Gateway</body></html>')).toBeUndefined();
    expect(readJsonLeniently('notice "x" 1')).toBeUndefined();
  });
});
