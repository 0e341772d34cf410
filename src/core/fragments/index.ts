export { createFragmentStore } from './createFragmentStore.ts';
export { createScriptRunner } from './createScriptRunner.ts';
export { storedFragmentsAllowed } from './storedFragmentsAllowed.ts';
export type { FragmentSource } from './createFragmentStore.ts';
export type { FragmentStore } from './createFragmentStore.ts';
export type { FragmentStoreOptions } from './createFragmentStore.ts';
export type { Fragments } from './createFragmentStore.ts';
export type { ScriptRunner } from './createScriptRunner.ts';
