import { describe, expect, it } from 'vitest';
import { withoutInlineHandlers } from '../withoutInlineHandlers.ts';

describe('withoutInlineHandlers', () => {
  it('renames handler attributes in any case, quoted, unquoted or empty', () => {
    expect(withoutInlineHandlers('<p>Hi<img src="x" onerror="a()"><a ONCLICK=b() onfocus>c</a></p>')).toBe(
      '<p>Hi<img src="x" x-onerror="a()"><a x-ONCLICK=b() x-onfocus>c</a></p>',
    );
  });

  it('finds a handler right after a quoted value or a slash, as the HTML tokenizer does', () => {
    expect(withoutInlineHandlers(`<img src='x'onerror=a()><svg/onload=b()>`)).toBe(`<img src='x'x-onerror=a()><svg/x-onload=b()>`);
  });

  it('reads past a > inside a quoted value to the handler after it', () => {
    expect(withoutInlineHandlers('<img alt="a > b" onerror="c()">')).toBe('<img alt="a > b" x-onerror="c()">');
  });

  it('leaves text, attribute values and names that only contain "on" alone', () => {
    const html = '<p title="onerror=x" data-on="1" class= onion>Turn it on=off, one by one</p>';
    expect(withoutInlineHandlers(html)).toBe(html);
  });
});
