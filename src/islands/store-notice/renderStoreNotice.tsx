import { renderLayer } from '../../island-kit/renderLayer.tsx';
import { StoreNotice, type StoreNoticeProps } from './StoreNotice.tsx';

export function renderStoreNotice(key: string, props: StoreNoticeProps): () => void {
  return renderLayer(key, <StoreNotice {...props} />);
}
