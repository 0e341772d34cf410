import type { Database } from 'better-sqlite3';
import type { Migration } from './Migration.ts';
/** Runs every step not yet recorded in `schema_migrations`, each in its own transaction. */
export declare function migrate(db: Database, steps?: readonly Migration[]): string[];
