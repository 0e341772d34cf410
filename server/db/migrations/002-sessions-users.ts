import type { Migration } from '../Migration.ts';

export const sessionsAndUsersSchema: Migration = {
  id: '002-sessions-users',
  up(db) {
    db.exec(`
      CREATE TABLE cart_sessions (
        session_key TEXT PRIMARY KEY,          -- t_<hex> for guests, the user id for customers
        cart_json TEXT NOT NULL,
        expiry INTEGER NOT NULL                -- unix seconds, like wp_woocommerce_sessions.session_expiry
      );
      CREATE TABLE users (
        id INTEGER PRIMARY KEY,
        login TEXT NOT NULL UNIQUE,
        email TEXT NOT NULL UNIQUE,
        password_hash TEXT NOT NULL,
        role TEXT NOT NULL DEFAULT 'customer',
        display_name TEXT NOT NULL,
        registered TEXT NOT NULL
      );
      CREATE TABLE usermeta (
        user_id INTEGER NOT NULL REFERENCES users(id),
        meta_key TEXT NOT NULL,
        meta_value TEXT NOT NULL,
        PRIMARY KEY (user_id, meta_key)
      );
      CREATE TABLE login_sessions (
        token TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id),
        expiry INTEGER NOT NULL
      );
    `);
  },
};
