import type { Database } from 'better-sqlite3';
import bcrypt from 'bcryptjs';
import { randomHex } from '../util/hash.ts';

export interface User {
  id: number;
  login: string;
  email: string;
  role: string;
  displayName: string;
}

export interface Users {
  byId(id: number): User | undefined;
  /** WordPress accepts the login name or the email address in the same field. */
  authenticate(loginOrEmail: string, password: string): User | undefined;
  register(email: string, password: string): User | { error: string };
  startSession(userId: number, lifetimeSeconds: number): { token: string; expiry: number };
  sessionUser(userId: number, token: string): User | undefined;
  endSession(token: string): void;
  meta(userId: number, key: string): string | undefined;
  setMeta(userId: number, key: string, value: string): void;
  /** wp_set_password: a new hash; sessions stay, as WooCommerce logs the shopper back in. */
  setPassword(userId: number, password: string): void;
}

interface UserRow { id: number; login: string; email: string; role: string; display_name: string; password_hash: string }

const toUser = (row: UserRow): User => ({
  id: row.id, login: row.login, email: row.email, role: row.role, displayName: row.display_name,
});

export function createUsers(db: Database): Users {
  const byId = db.prepare('SELECT * FROM users WHERE id = ?');
  const byLogin = db.prepare('SELECT * FROM users WHERE login = ? COLLATE NOCASE OR email = ? COLLATE NOCASE');

  function register(email: string, password: string): User | { error: string } {
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return { error: 'Please provide a valid email address.' };
    if (password.length < 8) return { error: 'Please enter an account password of at least 8 characters.' };
    if (byLogin.get(email, email) !== undefined) {
      return { error: 'An account is already registered with your email address. Please log in.' };
    }
    // WooCommerce derives the username from the email's local part and de-duplicates it.
    const base = (email.split('@')[0] ?? 'customer').replace(/[^a-z0-9_.-]/gi, '').toLowerCase() || 'customer';
    let login = base;
    for (let n = 1; byLogin.get(login, login) !== undefined; n += 1) login = `${base}${n}`;
    const info = db.prepare(`INSERT INTO users (login, email, password_hash, role, display_name, registered)
      VALUES (?, ?, ?, 'customer', ?, ?)`).run(login, email, bcrypt.hashSync(password, 10), login, new Date().toISOString());
    return toUser(byId.get(Number(info.lastInsertRowid)) as UserRow);
  }

  return {
    register,
    byId: (id) => {
      const row = byId.get(id) as UserRow | undefined;
      return row === undefined ? undefined : toUser(row);
    },
    authenticate(loginOrEmail, password) {
      const row = byLogin.get(loginOrEmail, loginOrEmail) as UserRow | undefined;
      if (row === undefined || !bcrypt.compareSync(password, row.password_hash)) return undefined;
      return toUser(row);
    },
    startSession(userId, lifetimeSeconds) {
      const token = randomHex(43);
      const expiry = Math.floor(Date.now() / 1000) + lifetimeSeconds;
      db.prepare('INSERT INTO login_sessions (token, user_id, expiry) VALUES (?, ?, ?)').run(token, userId, expiry);
      return { token, expiry };
    },
    sessionUser(userId, token) {
      const row = db.prepare(`SELECT u.* FROM login_sessions s JOIN users u ON u.id = s.user_id
        WHERE s.token = ? AND s.user_id = ? AND s.expiry > ?`).get(token, userId, Math.floor(Date.now() / 1000)) as UserRow | undefined;
      return row === undefined ? undefined : toUser(row);
    },
    endSession: (token) => {
      db.prepare('DELETE FROM login_sessions WHERE token = ?').run(token);
    },
    meta: (userId, key) =>
      db.prepare('SELECT meta_value FROM usermeta WHERE user_id = ? AND meta_key = ?').pluck().get(userId, key) as string | undefined,
    setPassword: (userId, password) => {
      db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(bcrypt.hashSync(password, 10), userId);
    },
    setMeta: (userId, key, value) => {
      db.prepare(`INSERT INTO usermeta (user_id, meta_key, meta_value) VALUES (?, ?, ?)
        ON CONFLICT(user_id, meta_key) DO UPDATE SET meta_value = excluded.meta_value`).run(userId, key, value);
    },
  };
}
