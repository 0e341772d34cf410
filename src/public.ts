// The types a theme or plugin gets for `window.wcIslands` (shipped as dist/types/public.d.ts).
export type { WcIslandsApi } from './loader/publicApi.ts';
export type { LazyApiFetch } from './loader/lazyApiFetch.ts';
export type { WcEventHandler, WcEventMap, WcEventName } from './core/events/index.ts';
export type { IslandDefinition, IslandModule, IslandContext, MountedIsland } from './core/scanner/index.ts';
