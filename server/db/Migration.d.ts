import type { Database } from 'better-sqlite3';
/** One schema step. `id` is recorded in `schema_migrations`, so each step runs once per database. */
export interface Migration {
    id: string;
    up(db: Database): void;
}
