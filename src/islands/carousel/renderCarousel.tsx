import type { PageScope } from '../../core/page/index.ts';
import { renderLayer } from '../../island-kit/renderLayer.tsx';
import { CarouselDialog, type CarouselDialogProps } from './CarouselDialog.tsx';
import { ensureStyles } from './ensureStyles.ts';
export { preloadExtras } from './extras.ts';

export type RenderCarousel = (page: PageScope, props: CarouselDialogProps) => () => void;

/** Draws (or redraws) the page's one carousel; returns its removal. */
export const renderCarousel: RenderCarousel = (page, props) => {
  ensureStyles(document);
  return renderLayer(page, 'carousel', <CarouselDialog {...props} />);
};
