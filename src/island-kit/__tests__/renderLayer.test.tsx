import { act } from '@testing-library/react';
import { createPortal } from 'react-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { PageScope } from '../../core/page/index.ts';
import { renderLayer } from '../renderLayer.tsx';

const host = (): HTMLElement => document.body.appendChild(document.createElement('div'));

describe('renderLayer', () => {
  afterEach(() => document.body.replaceChildren());

  it('keeps each page its own roots, so two pages drawing the same key never replace or remove each other', () => {
    const first: PageScope = {};
    const second: PageScope = {};
    const [a, b] = [host(), host()];
    let removeFirst = (): void => undefined;
    act(() => {
      removeFirst = renderLayer(first, 'layer', createPortal(<span>first</span>, a));
      renderLayer(second, 'layer', createPortal(<span>second</span>, b));
    });
    expect(a.textContent).toBe('first');
    expect(b.textContent).toBe('second');
    act(() => removeFirst());
    expect(a.textContent).toBe('');
    expect(b.textContent).toBe('second');
  });

  it('redraws the same root when a page draws a key again', () => {
    const page: PageScope = {};
    const target = host();
    act(() => void renderLayer(page, 'layer', createPortal(<span>one</span>, target)));
    act(() => void renderLayer(page, 'layer', createPortal(<span>two</span>, target)));
    expect(target.textContent).toBe('two');
  });
});
