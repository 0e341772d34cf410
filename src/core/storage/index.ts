export { createSafeStorage } from './createSafeStorage.ts';
export { storageAvailable } from './storageAvailable.ts';
export type { SafeStorage } from './createSafeStorage.ts';
