import { afterEach, describe, expect, it, vi } from 'vitest';
import { heldNavigation } from '../heldNavigation.ts';

const click = (target: Element, init: MouseEventInit = {}): MouseEvent => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  Object.defineProperty(event, 'target', { value: target });
  return event;
};

const submit = (form: HTMLFormElement, submitter: HTMLElement | null = null): SubmitEvent => {
  const event = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter });
  Object.defineProperty(event, 'target', { value: form });
  return event;
};

const link = (attributes: string, text = 'Cart'): HTMLAnchorElement => {
  document.body.innerHTML = `<a ${attributes}><span>${text}</span></a>`;
  return document.querySelector('a')!;
};

const form = (attributes: string, controls = '<button type="submit" name="go" value="1">Go</button>'): HTMLFormElement => {
  document.body.innerHTML = `<form ${attributes}><input name="s" value="pump">${controls}</form>`;
  return document.querySelector('form')!;
};

afterEach(() => {
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  vi.restoreAllMocks();
});

describe('heldNavigation', () => {
  it('holds a plain click on an http(s) link, also one on an element inside the link', () => {
    const cart = link('href="/cart/" class="cart-contents"');
    expect(heldNavigation(click(cart.querySelector('span')!))?.element).toBe(cart);
  });

  it('leaves alone a click that asks for a new tab, window or download (ctrl, meta, shift, alt, a button other than the first)', () => {
    const cart = link('href="/cart/"');
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      expect(heldNavigation(click(cart, init))).toBeUndefined();
    }
  });

  it('leaves alone links that open elsewhere or leave nothing: target _blank, a <base target>, download, javascript:, mailto:, a jump within the page', () => {
    for (const attributes of ['href="/cart/" target="_blank"', 'href="/cart/" download', 'href="javascript:void(0)"', 'href="mailto:shop@example.test"', 'href="#reviews"']) {
      expect(heldNavigation(click(link(attributes))), attributes).toBeUndefined();
    }
    document.head.innerHTML = '<base target="_blank">';
    expect(heldNavigation(click(link('href="/cart/"')))).toBeUndefined();
    expect(heldNavigation(click(link('href="/cart/" target="_self"')))).toBeDefined();
  });

  it('starts the link again with a click on a connected copy, so its rel and referrerpolicy still apply, then removes the copy', () => {
    const cart = link('href="/cart/" rel="noreferrer" referrerpolicy="no-referrer" class="cart-contents"');
    const held = heldNavigation(click(cart))!;
    cart.remove();
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLElement.prototype, 'click').mockImplementation(function (this: HTMLElement) {
      expect(this.isConnected).toBe(true);
      clicked.push(this as HTMLAnchorElement);
    });
    held.resume();
    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.getAttribute('href')).toBe('/cart/');
    expect(clicked[0]!.getAttribute('rel')).toBe('noreferrer');
    expect(clicked[0]!.hidden).toBe(true);
    expect(clicked[0]!.isConnected).toBe(false);
  });

  it('holds a form sent in this tab and starts it again with the same submitter', () => {
    const search = form('action="/" method="get"');
    const button = search.querySelector('button')!;
    const held = heldNavigation(submit(search, button))!;
    expect(held.element).toBe(search);
    const requestSubmit = vi.spyOn(search, 'requestSubmit').mockImplementation(() => undefined);
    held.resume();
    expect(requestSubmit).toHaveBeenCalledWith(button);
  });

  it('leaves alone forms that leave nothing or open elsewhere: method dialog, target _blank, a submitter with formtarget _blank, a javascript: action', () => {
    expect(heldNavigation(submit(form('method="dialog"')))).toBeUndefined();
    expect(heldNavigation(submit(form('action="/" target="_blank"')))).toBeUndefined();
    expect(heldNavigation(submit(form('action="javascript:alert(1)"')))).toBeUndefined();
    const search = form('action="/"', '<button type="submit" formtarget="_blank">Go</button>');
    expect(heldNavigation(submit(search, search.querySelector('button')))).toBeUndefined();
    const posted = form('action="/"', '<button type="submit" formmethod="dialog">Close</button>');
    expect(heldNavigation(submit(posted, posted.querySelector('button')))).toBeUndefined();
  });
});
