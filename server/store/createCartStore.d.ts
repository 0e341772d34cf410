import type { Database } from 'better-sqlite3';
import type { CartData } from './cart.ts';
export interface CartStore {
    load(sessionKey: string): CartData;
    save(sessionKey: string, cart: CartData, expiry: number): void;
}
export declare function createCartStore(db: Database): CartStore;
