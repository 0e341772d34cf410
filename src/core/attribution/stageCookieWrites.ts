import type { CookieWrite } from './fitCookieBudget.ts';

/** A hit's cookie writes held back until all are known; reads see them. */
export interface CookieStage {
  read(name: string): string | undefined;
  write(name: string, text: string, minutes: number): void;
  /** The held writes, in the order first made (the legacy write order). */
  writes(): CookieWrite[];
}

/**
 * Holds a hit's writes so they can be fitted to the cookie budget together before the browser sees
 * any: written one by one, a 9,000-character entry URL would be refused (over 4096 bytes) before
 * the cookies written after it could give up their share.
 */
export function stageCookieWrites(read: (name: string) => string | undefined): CookieStage {
  const staged = new Map<string, CookieWrite>();
  return {
    read: (name) => staged.get(name)?.text ?? read(name),
    write: (name, text, minutes) => void staged.set(name, { name, text, minutes }),
    writes: () => [...staged.values()],
  };
}
