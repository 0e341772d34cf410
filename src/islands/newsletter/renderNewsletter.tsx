import type { PageScope } from '../../core/page/index.ts';
import { renderLayer } from '../../island-kit/renderLayer.tsx';
import { NewsletterLayer, type NewsletterLayerProps } from './NewsletterLayer.tsx';

export function renderNewsletter(page: PageScope, key: string, props: NewsletterLayerProps): () => void {
  return renderLayer(page, key, <NewsletterLayer {...props} />);
}
