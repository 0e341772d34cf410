import { renderLayer } from '../../island-kit/renderLayer.tsx';
import { NewsletterLayer, type NewsletterLayerProps } from './NewsletterLayer.tsx';

export function renderNewsletter(key: string, props: NewsletterLayerProps): () => void {
  return renderLayer(key, <NewsletterLayer {...props} />);
}
