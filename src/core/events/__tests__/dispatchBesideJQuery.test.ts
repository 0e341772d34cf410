import jQuery from 'jquery';
import { describe, expect, it, vi } from 'vitest';
import { dispatchBesideJQuery } from '../dispatchBesideJQuery.ts';
import type { JQueryLike } from '../jqueryLike.ts';

// jQuery 3.7.1 from npm, as WordPress ships it; it binds to happy-dom's window on import.
const $ = jQuery as unknown as JQueryLike;

describe('dispatchBesideJQuery', () => {
  it('reaches native listeners but not jQuery handlers, which the caller triggers itself with their arguments', () => {
    const element = document.createElement('form');
    const native = vi.fn();
    const fromJQuery = vi.fn();
    element.addEventListener('checkout_place_order', native);
    jQuery(element).on('checkout_place_order', fromJQuery);
    dispatchBesideJQuery(element, new CustomEvent('checkout_place_order'), $);
    expect(native).toHaveBeenCalledTimes(1);
    expect(fromJQuery).not.toHaveBeenCalled();
    // The guard is lifted again: a later native event reaches jQuery handlers as usual.
    element.dispatchEvent(new CustomEvent('checkout_place_order'));
    expect(fromJQuery).toHaveBeenCalledTimes(1);
  });

  it('returns false when a listener prevented a cancelable event, and dispatches plainly without jQuery', () => {
    const element = document.createElement('form');
    element.addEventListener('veto', (event) => event.preventDefault());
    expect(dispatchBesideJQuery(element, new CustomEvent('veto', { cancelable: true }), undefined)).toBe(false);
    expect(dispatchBesideJQuery(element, new CustomEvent('other', { cancelable: true }), $)).toBe(true);
  });
});
