import type useEmblaCarousel from 'embla-carousel-react';

type EmblaApi = NonNullable<ReturnType<typeof useEmblaCarousel>[1]>;

/**
 * Marks the viewport with Embla's motion: `data-embla-state="moving"` while it scrolls the track,
 * `"settled"` once its scroll body is at rest (after init, a re-measure, a drag or a scroll). A drag
 * that starts while Embla still positions the track can be read as a tap; browser tests wait for
 * "settled" instead of for a stretch of time, and themes may style the state.
 */
export function markEmblaState(embla: EmblaApi): () => void {
  const node = embla.rootNode();
  const mark = (): void => node.setAttribute('data-embla-state', embla.internalEngine().scrollBody.settled() ? 'settled' : 'moving');
  const moving = (): void => node.setAttribute('data-embla-state', 'moving');
  mark();
  embla.on('scroll', moving);
  embla.on('settle', mark);
  embla.on('reInit', mark);
  return () => {
    embla.off('scroll', moving);
    embla.off('settle', mark);
    embla.off('reInit', mark);
    node.removeAttribute('data-embla-state');
  };
}
