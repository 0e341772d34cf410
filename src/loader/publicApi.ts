import type { WcEventHandler, WcEventMap } from '../core/events/index.ts';
import type { MountedIsland } from '../core/scanner/types.ts';
import type { LazyApiFetch } from './lazyApiFetch.ts';

/** `window.wcIslands`: what themes and plugins can rely on. */
export interface WcIslandsApi {
  /** The bundle's version (package.json). */
  readonly version: string;
  /** Islands mounted right now, with their elements. */
  mounted(): MountedIsland[];
  /** Subscribes to a product event (also fired as a DOM CustomEvent and, with jQuery, a jQuery event); returns an unsubscribe. */
  on<Name extends keyof WcEventMap>(name: Name, handler: WcEventHandler<Name>): () => void;
  off<Name extends keyof WcEventMap>(name: Name, handler: WcEventHandler<Name>): void;
  /** Scans a region for mount points now (they are also found automatically when added). */
  scan(root?: ParentNode): void;
  /** REST client with WordPress conventions (@wordpress/api-fetch options; spec s7); its code loads on first use. */
  readonly apiFetch: LazyApiFetch;
}

declare global {
  interface Window {
    wcIslands?: WcIslandsApi;
  }
}
