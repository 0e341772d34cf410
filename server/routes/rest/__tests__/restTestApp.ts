import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import type { AppServices } from '../../../AppServices.ts';
import { openDatabase } from '../../../db/openDatabase.ts';
import { loggedInCookieName } from '../../../http/cookieNames.ts';
import { loginCookieValue } from '../../../http/loadShopper.ts';
import { createCartStore } from '../../../store/createCartStore.ts';
import { createCatalogue } from '../../../store/createCatalogue.ts';
import { createOrders } from '../../../store/createOrders.ts';
import { createUsers } from '../../../store/createUsers.ts';
import { randomHex } from '../../../util/hash.ts';
import { registerAdminAjax } from '../../adminAjax.ts';
import { registerRestRoutes } from '../registerRestRoutes.ts';

export const SITE = 'http://shop.test';

/** A demo store with just admin-ajax and the REST routes of this folder, on an in-memory database. */
export async function restTestApp(): Promise<{ app: FastifyInstance; services: AppServices; cookieFor(userId: number): string }> {
  const db = openDatabase(':memory:');
  const services: AppServices = {
    db, catalogue: createCatalogue(db), carts: createCartStore(db), users: createUsers(db), orders: createOrders(db),
    secret: randomHex(64), siteUrl: SITE, distDir: 'dist',
  };
  const app = Fastify();
  await app.register(cookie);
  await app.register(formbody);
  app.addHook('onClose', async () => db.close());
  registerAdminAjax(app, services);
  registerRestRoutes(app, services);
  await app.ready();
  return {
    app,
    services,
    cookieFor(userId) {
      const user = services.users.byId(userId);
      if (user === undefined) throw new Error(`no user ${userId}`);
      const { token, expiry } = services.users.startSession(user.id, 3600);
      return `${loggedInCookieName(SITE)}=${encodeURIComponent(loginCookieValue(services, user, token, expiry))}`;
    },
  };
}
