import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bindButtonKeys } from '../bindButtonKeys.ts';

// WooCommerce's loop button: a link that says it is a button (templates/loop/add-to-cart.php).
const BUTTON = '<a id="add" href="?add-to-cart=12" role="button" class="button add_to_cart_button ajax_add_to_cart" data-product_id="12">Add to cart</a><a id="other" href="/elsewhere/">Elsewhere</a><input id="field">';

let bound = new AbortController();
let clicks: string[];

const element = (id: string): HTMLElement => document.getElementById(id)!;

/** Dispatches a key event at an element as the browser would (bubbling, cancelable); returns it. */
function key(type: 'keydown' | 'keyup', target: HTMLElement, init: KeyboardEventInit): KeyboardEvent {
  const event = new KeyboardEvent(type, { bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
}

beforeEach(() => {
  document.body.innerHTML = BUTTON;
  clicks = [];
  document.addEventListener('click', recordClick);
  bound = new AbortController();
  bindButtonKeys(document, (target) => (target instanceof HTMLElement && target.matches('[role="button"]') ? target : null), bound.signal);
});

afterEach(() => {
  bound.abort();
  document.removeEventListener('click', recordClick);
});

function recordClick(event: MouseEvent): void {
  event.preventDefault();
  clicks.push((event.target as HTMLElement).id);
}

describe('bindButtonKeys', () => {
  it('clicks a link-button once on Space key-up, however long Space was held', () => {
    const button = element('add');
    const down = key('keydown', button, { key: ' ' });
    expect(down.defaultPrevented).toBe(true);
    expect(clicks).toEqual([]);
    for (let repeat = 0; repeat < 10; repeat += 1) expect(key('keydown', button, { key: ' ', repeat: true }).defaultPrevented).toBe(true);
    expect(clicks).toEqual([]);
    key('keyup', button, { key: ' ' });
    expect(clicks).toEqual(['add']);
  });

  it('clicks once on Enter key-down, and never on its repeats', () => {
    const button = element('add');
    expect(key('keydown', button, { key: 'Enter' }).defaultPrevented).toBe(true);
    expect(clicks).toEqual(['add']);
    // Prevented too, so the browser's own link activation cannot repeat the click either.
    for (let repeat = 0; repeat < 10; repeat += 1) expect(key('keydown', button, { key: 'Enter', repeat: true }).defaultPrevented).toBe(true);
    key('keyup', button, { key: 'Enter' });
    expect(clicks).toEqual(['add']);
  });

  it('a Space press that starts as a repeat (focus arrived with the key held) clicks nothing', () => {
    const button = element('add');
    key('keydown', button, { key: ' ', repeat: true });
    key('keyup', button, { key: ' ' });
    expect(clicks).toEqual([]);
  });

  it('cancels Space when focus leaves the button before key-up', () => {
    const button = element('add');
    key('keydown', button, { key: ' ' });
    button.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    key('keyup', element('field'), { key: ' ' });
    key('keyup', button, { key: ' ' });
    expect(clicks).toEqual([]);
  });

  it('cancels Space when Escape is pressed before key-up', () => {
    const button = element('add');
    key('keydown', button, { key: ' ' });
    key('keydown', button, { key: 'Escape' });
    key('keyup', button, { key: ' ' });
    expect(clicks).toEqual([]);
  });

  it('leaves keys with a modifier, keys another handler prevented and elements that are not buttons to the browser', () => {
    const button = element('add');
    expect(key('keydown', button, { key: 'Enter', shiftKey: true }).defaultPrevented).toBe(false);
    expect(key('keydown', button, { key: 'Enter', ctrlKey: true }).defaultPrevented).toBe(false);
    const prevented = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    prevented.preventDefault();
    button.dispatchEvent(prevented);
    expect(key('keydown', element('other'), { key: ' ' }).defaultPrevented).toBe(false);
    key('keyup', element('other'), { key: ' ' });
    expect(key('keydown', element('field'), { key: ' ' }).defaultPrevented).toBe(false);
    expect(clicks).toEqual([]);
  });

  it('stops when its signal aborts', () => {
    bound.abort();
    key('keydown', element('add'), { key: 'Enter' });
    expect(clicks).toEqual([]);
  });
});
