import Database from 'better-sqlite3';
import type { Database as SqliteDatabase } from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { migrate } from './migrate.ts';
import { seedIfEmpty } from './seed.ts';
import { seedProductPages } from '../productPages/seedProductPages.ts';

/** Opens (creating if needed) the store database, brings the schema up to date and seeds it once. */
export function openDatabase(path: string): SqliteDatabase {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  migrate(db);
  seedIfEmpty(db);
  seedProductPages(db);
  return db;
}
