import type { Database } from 'better-sqlite3';
import type { CartData } from './cart.ts';
import { emptyCart } from './cart.ts';

export interface CartStore {
  load(sessionKey: string): CartData;
  save(sessionKey: string, cart: CartData, expiry: number): void;
}

function parseCart(json: string): CartData {
  try {
    const data = JSON.parse(json) as Partial<CartData>;
    return Array.isArray(data.items) ? { ...data, items: data.items } : emptyCart();
  } catch {
    return emptyCart();
  }
}

export function createCartStore(db: Database): CartStore {
  const select = db.prepare('SELECT cart_json FROM cart_sessions WHERE session_key = ? AND expiry > ?').pluck();
  const upsert = db.prepare(`INSERT INTO cart_sessions (session_key, cart_json, expiry) VALUES (?, ?, ?)
    ON CONFLICT(session_key) DO UPDATE SET cart_json = excluded.cart_json, expiry = excluded.expiry`);
  return {
    load(sessionKey) {
      const json = select.get(sessionKey, Math.floor(Date.now() / 1000)) as string | undefined;
      return json === undefined ? emptyCart() : parseCart(json);
    },
    save(sessionKey, cart, expiry) {
      upsert.run(sessionKey, JSON.stringify(cart), expiry);
    },
  };
}
