import { describe, expect, it, vi } from 'vitest';
import { elementEvents } from '../elementEvents.ts';

interface TestEventMap {
  reset_data: undefined;
  found_variation: { variation: { variation_id: number } };
}

describe('elementEvents', () => {
  it('tells other listeners of the element once, with the detail, and does not hear its own emits', () => {
    const element = document.createElement('form');
    const events = elementEvents<TestEventMap>(element);
    const native = vi.fn();
    const ours = vi.fn();
    element.addEventListener('found_variation', (event) => native((event as CustomEvent).detail));
    const off = events.listen('found_variation', ours);
    events.emit('found_variation', { variation: { variation_id: 7 } });
    expect(native).toHaveBeenCalledWith({ variation: { variation_id: 7 } });
    expect(ours).not.toHaveBeenCalled();
    element.dispatchEvent(new CustomEvent('found_variation', { detail: 'theirs' }));
    expect(ours).toHaveBeenCalledWith('theirs', []);
    off();
  });

  it('takes only the names of its map, and a detail where the map names one', () => {
    const events = elementEvents<TestEventMap>(document.createElement('form'));
    events.emit('reset_data');
    // @ts-expect-error: not an event of this element
    events.emit('reset_dat');
    // @ts-expect-error: found_variation carries its variation
    events.emit('found_variation');
    // @ts-expect-error: not an event of this element
    expect(() => events.listen('found_variaton', () => undefined)()).not.toThrow();
  });

  it('without jQuery, calls the on<type> properties up the path with the jQuery argument list, as a trigger would', () => {
    const form = document.body.appendChild(document.createElement('form'));
    const heard: unknown[][] = [];
    const body = document.body as HTMLElement & { onfound_variation?: (...args: unknown[]) => void };
    body.onfound_variation = (event, ...args) => heard.push([(event as { type: string }).type, (event as { target: unknown }).target === form, ...args]);
    try {
      elementEvents<TestEventMap>(form).emit('found_variation', { variation: { variation_id: 7 } }, [{ variation_id: 7 }]);
      // happy-dom also calls on<type> for the CustomEvent itself (browsers call it only for their own events).
      expect(heard).toContainEqual(['found_variation', true, { variation_id: 7 }]);
    } finally {
      delete body.onfound_variation;
      form.remove();
    }
  });
});
