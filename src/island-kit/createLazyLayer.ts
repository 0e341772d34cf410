import { afterNextPaint } from './afterNextPaint.ts';

/** Mounts a React layer and returns its unmount. */
export type RenderLayer = () => () => void;

export interface LazyLayerOptions {
  /** The element the shopper reaches for: the first of `reachEvents` on it draws the layer. */
  readonly target: EventTarget;
  readonly reachEvents: readonly string[];
  /** Imports the layer's chunk and resolves to its render function (called unless stopped meanwhile). */
  readonly load: () => Promise<RenderLayer>;
  /** The chunk did not load: draw without React (return its undo) or report it. */
  readonly onLoadFailed: (error: unknown) => (() => void) | void;
}

export interface LazyLayer {
  /** Draws the layer now (an answer must show) unless it is drawn or on its way. */
  draw(): void;
  /** True once the layer is drawn, or a fallback that returned its undo. */
  isDrawn(): boolean;
  /** Stops listening and undoes the layer, drawn or not. */
  stop(): void;
}

/**
 * A React island's layer drawn on the shopper's first reach for it, or when something must show
 * (issue #15: a page where nobody touches the island evaluates no React). The chunk is imported after
 * the next paint, so what the input itself causes (focus ring, :hover, 'loading') shows first.
 */
export function createLazyLayer({ target, reachEvents, load, onLoadFailed }: LazyLayerOptions): LazyLayer {
  let requested = false;
  let stopped = false;
  let undo: (() => void) | undefined;
  const unlisten = (): void => {
    for (const type of reachEvents) target.removeEventListener(type, draw);
  };
  function draw(): void {
    if (requested) return;
    requested = true;
    unlisten();
    afterNextPaint(() => void load().then(
      (render) => {
        if (!stopped) undo = render();
      },
      (error: unknown) => {
        if (!stopped) undo = onLoadFailed(error) ?? undefined;
      },
    ));
  }
  for (const type of reachEvents) target.addEventListener(type, draw, { passive: true });
  return {
    draw,
    isDrawn: () => undo !== undefined,
    stop() {
      stopped = true;
      unlisten();
      undo?.();
    },
  };
}
