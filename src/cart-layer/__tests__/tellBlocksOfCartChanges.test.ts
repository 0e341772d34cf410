import { describe, expect, it } from 'vitest';
import { createEventBus } from '../../core/events/index.ts';
import { tellBlocksOfCartChanges } from '../tellBlocksOfCartChanges.ts';

/** A page body of its own, and the Mini-Cart block's events heard above it (its `data-wp-on-document--…` directives). */
function page(hasJQuery: boolean) {
  const root = document.createElement('div');
  const body = root.appendChild(document.createElement('div'));
  const heard: string[] = [];
  for (const type of ['wc-blocks_added_to_cart', 'wc-blocks_removed_from_cart']) {
    root.addEventListener(type, (event) => heard.push(`${event.type} ${JSON.stringify((event as CustomEvent).detail)}`));
  }
  const bus = createEventBus({ target: () => body });
  tellBlocksOfCartChanges(bus, () => hasJQuery, () => body);
  const button = document.createElement('a');
  return { bus, heard, button };
}

describe('tellBlocksOfCartChanges', () => {
  it('tells the Mini-Cart block of each add and removal on a page without jQuery, as its jQuery bridge would', () => {
    const { bus, heard, button } = page(false);
    bus.emit('added_to_cart', { fragments: {}, cartHash: 'a', button });
    bus.emit('removed_from_cart', { fragments: {}, cartHash: 'b', button });
    expect(heard).toEqual(['wc-blocks_added_to_cart {}', 'wc-blocks_removed_from_cart {}']);
  });

  it("leaves it to the block's own bridge where jQuery is on the page (one refresh per add)", () => {
    const { bus, heard, button } = page(true);
    bus.emit('added_to_cart', { fragments: {}, cartHash: 'a', button });
    expect(heard).toEqual([]);
  });
});
