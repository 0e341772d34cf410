import { msSinceDomReady } from '../../adapters/pageEnvironment.ts';
import type { Unmount } from '../../core/scanner/index.ts';
import { reannounceResultCount } from './reannounceResultCount.ts';

export function mount(region: HTMLElement): Unmount {
  return reannounceResultCount(region, { search: window.location.search, elapsedMs: msSinceDomReady() });
}
