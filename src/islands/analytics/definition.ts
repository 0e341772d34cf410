import type { IslandDefinition } from '../../core/scanner/types.ts';

/** Store analytics and the carousel's stats pixel, once per page; nothing waits on them. */
export const definition: IslandDefinition = { name: 'analytics', selector: 'body', when: 'idle', load: () => import('./index.ts') };
