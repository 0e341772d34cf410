import type { Announcer } from '../../core/announcer/index.ts';
import { LiveRegion } from '../shared/LiveRegion.tsx';
import { renderLayer } from '../shared/renderLayer.tsx';

let rendered = false;

/** One cart live region per page, whichever cart island mounts first. */
export function ensureLiveRegion(announcer: Announcer): void {
  if (rendered) return;
  rendered = true;
  renderLayer('cart-live-region', <LiveRegion announcer={announcer} />);
}
