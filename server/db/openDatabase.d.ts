import type { Database as SqliteDatabase } from 'better-sqlite3';
/** Opens (creating if needed) the store database, brings the schema up to date and seeds it once. */
export declare function openDatabase(path: string): SqliteDatabase;
