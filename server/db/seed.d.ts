import type { Database } from 'better-sqlite3';
/** Fills an empty database; does nothing when products already exist (data survives restarts). */
export declare function seedIfEmpty(db: Database): boolean;
