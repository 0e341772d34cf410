import { describe, expect, it, vi } from 'vitest';
import { createLazyLayer, type RenderLayer } from '../createLazyLayer.ts';

const settle = (): Promise<void> => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))).then(() => undefined);

function setUp(load: () => Promise<RenderLayer>, onLoadFailed = vi.fn()) {
  const target = document.createElement('div');
  document.body.append(target);
  const layer = createLazyLayer({ target, reachEvents: ['focusin', 'pointerover'], load, onLoadFailed });
  return { target, layer, onLoadFailed };
}

describe('createLazyLayer', () => {
  it('loads nothing until the shopper reaches for the element, then draws once', async () => {
    const unmount = vi.fn();
    const render = vi.fn(() => unmount);
    const load = vi.fn(() => Promise.resolve(render));
    const { target, layer } = setUp(load);
    await settle();
    expect(load).not.toHaveBeenCalled();
    target.dispatchEvent(new Event('pointerover'));
    target.dispatchEvent(new Event('focusin'));
    layer.draw();
    await settle();
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(render).toHaveBeenCalledTimes(1);
    expect(layer.isDrawn()).toBe(true);
    layer.stop();
    expect(unmount).toHaveBeenCalledTimes(1);
  });

  it('draws nothing when stopped while the chunk was on its way', async () => {
    const render = vi.fn(() => () => undefined);
    const { layer } = setUp(() => Promise.resolve(render));
    layer.draw();
    layer.stop();
    await settle();
    await settle();
    expect(render).not.toHaveBeenCalled();
    expect(layer.isDrawn()).toBe(false);
  });

  it('hands a failed load to its fallback, whose undo runs on stop', async () => {
    const undo = vi.fn();
    const { layer, onLoadFailed } = setUp(() => Promise.reject(new Error('offline')), vi.fn(() => undo));
    layer.draw();
    await settle();
    await settle();
    expect(onLoadFailed).toHaveBeenCalledWith(expect.objectContaining({ message: 'offline' }));
    expect(layer.isDrawn()).toBe(true);
    layer.stop();
    expect(undo).toHaveBeenCalledTimes(1);
  });
});
