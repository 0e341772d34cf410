import type { Migration } from '../Migration.ts';
/**
 * Schema steps in order. To add tables, create `NNN-name.ts` beside this file and append it
 * here; never edit a step that has shipped (existing databases have already run it).
 */
export declare const migrations: readonly Migration[];
