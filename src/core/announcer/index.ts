export { createAnnouncer } from './createAnnouncer.ts';
export type { Announcer } from './createAnnouncer.ts';
