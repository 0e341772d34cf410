import { renderLayer } from '../shared/renderLayer.tsx';
import { StoreNotice, type StoreNoticeProps } from './StoreNotice.tsx';

export function renderStoreNotice(key: string, props: StoreNoticeProps): () => void {
  return renderLayer(key, <StoreNotice {...props} />);
}
