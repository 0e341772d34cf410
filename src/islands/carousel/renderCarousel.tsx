import { renderLayer } from '../../island-kit/renderLayer.tsx';
import { CarouselDialog, type CarouselDialogProps } from './CarouselDialog.tsx';
import { ensureStyles } from './ensureStyles.ts';
export { preloadExtras } from './extras.ts';

export type RenderCarousel = (props: CarouselDialogProps) => () => void;

/** Draws (or redraws) the page's one carousel; returns its removal. */
export const renderCarousel: RenderCarousel = (props) => {
  ensureStyles(document);
  return renderLayer('carousel', <CarouselDialog {...props} />);
};
