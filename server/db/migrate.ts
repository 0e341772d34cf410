import type { Database } from 'better-sqlite3';
import type { Migration } from './Migration.ts';
import { migrations as defaultMigrations } from './migrations/index.ts';

/** Runs every step not yet recorded in `schema_migrations`, each in its own transaction. */
export function migrate(db: Database, steps: readonly Migration[] = defaultMigrations): string[] {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (id TEXT PRIMARY KEY, applied_at TEXT NOT NULL)');
  const done = new Set(
    db.prepare('SELECT id FROM schema_migrations').pluck().all() as string[],
  );
  const applied: string[] = [];
  for (const step of steps) {
    if (done.has(step.id)) continue;
    db.transaction(() => {
      step.up(db);
      db.prepare('INSERT INTO schema_migrations (id, applied_at) VALUES (?, ?)').run(step.id, new Date().toISOString());
    })();
    applied.push(step.id);
  }
  return applied;
}
