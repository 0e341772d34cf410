import { useEffect, useState } from 'react';
import { vi } from 'vitest';

/**
 * Embla measures layout, which happy-dom has none of: the component tests drive a stand-in with the
 * same API surface the dialog uses (select events, scrollNext/Prev/To with looping).
 */
export function createFakeEmbla() {
  const listeners = new Set<() => void>();
  const state = { index: 0, total: 1 };
  // Like embla-carousel-react, which starts Embla in an effect: hold() keeps the API back until release().
  const gate = { held: false, listeners: new Set<() => void>() };
  const root = document.createElement('div');
  const move = (index: number): void => {
    const next = ((index % state.total) + state.total) % state.total;
    if (next === state.index) return;
    state.index = next;
    listeners.forEach((listener) => listener());
  };
  const api = {
    on: vi.fn((_event: string, listener: () => void) => void listeners.add(listener)),
    off: vi.fn((_event: string, listener: () => void) => void listeners.delete(listener)),
    selectedScrollSnap: () => state.index,
    rootNode: () => root,
    internalEngine: () => ({ scrollBody: { settled: () => true } }),
    scrollNext: vi.fn(() => move(state.index + 1)),
    scrollPrev: vi.fn(() => move(state.index - 1)),
    scrollTo: vi.fn((index: number) => move(index)),
  };
  return {
    api,
    state,
    hook: (_options: { startIndex?: number }) => {
      const [ready, setReady] = useState(!gate.held);
      useEffect(() => {
        const open = (): void => setReady(true);
        gate.listeners.add(open);
        return () => void gate.listeners.delete(open);
      }, []);
      return [() => undefined, ready ? api : undefined] as const;
    },
    hold() {
      gate.held = true;
    },
    release() {
      gate.held = false;
      gate.listeners.forEach((open) => open());
    },
    reset(total: number, startIndex: number) {
      state.total = total;
      state.index = startIndex;
      listeners.clear();
      gate.held = false;
    },
  };
}
