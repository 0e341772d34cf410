import type { PageScope } from '../../core/page/index.ts';
import { renderLayer } from '../../island-kit/renderLayer.tsx';
import { StoreNotice, type StoreNoticeProps } from './StoreNotice.tsx';

export function renderStoreNotice(page: PageScope, key: string, props: StoreNoticeProps): () => void {
  return renderLayer(page, key, <StoreNotice {...props} />);
}
