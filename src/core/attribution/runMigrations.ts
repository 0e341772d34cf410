import { formatContainer } from './containerText.ts';
import { MIGRATION_ID, MIGRATIONS_COOKIE, CONTAINER_COOKIES } from './terms.ts';

/** Cookie access for one hit, bound to its domain, encoding and clock. */
export interface CookieAccess {
  read(name: string): string | undefined;
  /** Writes with `minutes` of lifetime (0: browser session). */
  write(name: string, value: string, minutes: number): void;
  /** Expires the cookie under both the domain and the host-only variant. */
  remove(name: string): void;
}

export interface MigrationContext {
  readonly cookies: CookieAccess;
  readonly lifetimeMinutes: number;
  readonly sessionMinutes: number;
  readonly href: string;
}

// A lone '|' between two non-'|' characters was the pre-1.0 delimiter; existing '||' runs stay.
const OLD_DELIMITER = /(?<!\|)\|(?!\|)/g;

/**
 * sourcebuster's migration step (reference s10): a fresh visitor is only marked as migrated; a
 * pre-1.0 visitor (sbjs_first without sbjs_migrations) has every container re-written with '|||'.
 */
export function runMigrations({ cookies, lifetimeMinutes, sessionMinutes, href }: MigrationContext): void {
  if (cookies.read(MIGRATIONS_COOKIE) !== undefined) return;
  if (cookies.read(CONTAINER_COOKIES.first) === undefined) {
    cookies.write(MIGRATIONS_COOKIE, `${MIGRATION_ID}=1`, lifetimeMinutes);
    return;
  }
  let succeeded = 1;
  try {
    for (const name of Object.values(CONTAINER_COOKIES)) {
      const text = cookies.read(name);
      if (text === undefined) continue;
      cookies.remove(name);
      const isSession = name === CONTAINER_COOKIES.session;
      // The legacy step restarts the page count of an open session at 0.
      const migrated = isSession ? formatContainer({ pgs: 0, cpg: href }) : text.replace(OLD_DELIMITER, '|||');
      cookies.write(name, migrated, isSession ? sessionMinutes : lifetimeMinutes);
    }
  } catch {
    succeeded = 0;
  }
  cookies.write(MIGRATIONS_COOKIE, `${MIGRATION_ID}=${succeeded}`, lifetimeMinutes);
}
