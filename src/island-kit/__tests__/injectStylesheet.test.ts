import { afterEach, describe, expect, it } from 'vitest';
import { injectStylesheet } from '../injectStylesheet.ts';

describe('injectStylesheet', () => {
  afterEach(() => {
    document.head.replaceChildren();
    document.body.replaceChildren();
  });

  it('adds the stylesheet once under its id', () => {
    injectStylesheet(document, 'demo-css', '.a{color:red}');
    injectStylesheet(document, 'demo-css', '.a{color:blue}');
    const sheets = document.querySelectorAll('style#demo-css');
    expect(sheets).toHaveLength(1);
    expect(sheets[0]?.textContent).toBe('.a{color:red}');
  });

  it("is not kept away by a post's element that has its id", () => {
    document.body.innerHTML = '<p id="demo-css">A post</p>';
    injectStylesheet(document, 'demo-css', '.a{color:red}');
    expect(document.querySelectorAll('style#demo-css')).toHaveLength(1);
  });

  it("carries the nonce of the page's own scripts, so a nonce-based style-src allows it", () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    // As a browser leaves a parsed tag: the attribute emptied, the value kept in the property.
    script.setAttribute('nonce', '');
    Object.defineProperty(script, 'nonce', { value: 'r4nd0m' });
    document.head.append(script);
    injectStylesheet(document, 'demo-css', '.a{color:red}');
    expect(document.querySelector<HTMLStyleElement>('style#demo-css')?.nonce).toBe('r4nd0m');
  });

  it("prefers the nonce of the page's own styles, which a policy may give its own", () => {
    for (const [name, nonce] of [['script', 'for-scripts'], ['style', 'for-styles']] as const) {
      const tag = document.createElement(name);
      tag.setAttribute('nonce', '');
      Object.defineProperty(tag, 'nonce', { value: nonce });
      document.head.append(tag);
    }
    injectStylesheet(document, 'demo-css', '.a{color:red}');
    expect(document.querySelector<HTMLStyleElement>('style#demo-css')?.nonce).toBe('for-styles');
  });

  it('adds no nonce on a page without one', () => {
    injectStylesheet(document, 'demo-css', '.a{color:red}');
    expect(document.querySelector('style#demo-css')?.hasAttribute('nonce')).toBe(false);
  });
});
