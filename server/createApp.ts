import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import type { AppServices } from './AppServices.ts';
import { openDatabase } from './db/openDatabase.ts';
import { createCartStore } from './store/createCartStore.ts';
import { createCatalogue } from './store/createCatalogue.ts';
import { createUsers } from './store/createUsers.ts';
import { createOrders } from './store/createOrders.ts';
import { randomHex } from './util/hash.ts';
import { registerCookieHeaderLimit } from './http/cookieHeaderLimit.ts';
import { registerRoutes } from './routes/registerRoutes.ts';

export interface CreateAppOptions {
  /** SQLite file (created and seeded on first start) or ':memory:'. */
  dbPath: string;
  /** Built islands, served at /wp-content/plugins/wc-islands/dist/. */
  distDir: string;
  /** Fixed absolute site URL; default: each request's own origin. */
  siteUrl?: string;
  /** Fastify logger on/off (default off). */
  logger?: boolean;
}

/** The secret for HMACs and nonces is random per database and kept in it, so sessions survive restarts. */
function storeSecret(db: AppServices['db']): string {
  const existing = db.prepare("SELECT value FROM options WHERE name = 'wc_islands_secret'").pluck().get() as string | undefined;
  if (existing !== undefined) return existing;
  const secret = randomHex(64);
  db.prepare("INSERT INTO options (name, value) VALUES ('wc_islands_secret', ?)").run(secret);
  return secret;
}

export async function createApp(options: CreateAppOptions): Promise<FastifyInstance> {
  const db = openDatabase(options.dbPath);
  const services: AppServices = {
    db,
    catalogue: createCatalogue(db),
    carts: createCartStore(db),
    users: createUsers(db),
    orders: createOrders(db),
    secret: storeSecret(db),
    siteUrl: options.siteUrl,
    distDir: options.distDir,
  };
  const app = Fastify({ logger: options.logger ?? false, trustProxy: false });
  await app.register(cookie);
  await app.register(formbody);
  app.addHook('onClose', async () => {
    db.close();
  });
  // First, as nginx refuses the request before WordPress sees it.
  registerCookieHeaderLimit(app);
  registerRoutes(app, services);
  return app;
}
