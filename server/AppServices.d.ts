import type { Database } from 'better-sqlite3';
import type { Catalogue } from './store/createCatalogue.ts';
import type { CartStore } from './store/createCartStore.ts';
import type { Users } from './store/createUsers.ts';
import type { Orders } from './store/createOrders.ts';
/** Everything a route needs, built once per app in createApp. */
export interface AppServices {
    db: Database;
    catalogue: Catalogue;
    carts: CartStore;
    users: Users;
    orders: Orders;
    /** Secret for session HMACs and nonces (random per database, stored in options). */
    secret: string;
    /** Fixed site URL; when absent it is taken from each request's Host (tests, any port). */
    siteUrl: string | undefined;
    distDir: string;
}
