import type { FastifyInstance } from 'fastify';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AppServices } from '../AppServices.ts';
import { applyMuPlugin } from '../integration/applyMuPlugin.ts';
import { islandsScriptSrc } from '../templates/globals.ts';
import { CAPTURED_ORIGIN, GOOGLE_FONTS_CSS, GRAVATAR, LOCAL_AVATAR, LOCAL_FONTS_CSS, registerFixtureAssets } from './fixtureAssets.ts';

const FIXTURES = fileURLToPath(new URL('../../fixtures/real-wc/', import.meta.url));

/**
 * `/__real-wc/{name}/`: a page captured from a real WooCommerce 11 + Storefront store, served as the
 * WordPress plugin would leave it. Development and tests only.
 */
export function registerFixturePages(app: FastifyInstance, _services: AppServices): void {
  if (process.env['NODE_ENV'] === 'production') return;
  registerFixtureAssets(app);
  app.get('/__real-wc/:name/', async (request, reply) => {
    const name = (request.params as { name: string }).name;
    if (!/^[a-z0-9-]+$/.test(name)) return reply.status(404).send('Not found');
    let html: string;
    try {
      html = await readFile(`${FIXTURES}${name}.html`, 'utf8');
    } catch {
      return reply.status(404).send('Not found');
    }
    const origin = `${request.protocol}://${request.host}`;
    // The captured origin becomes ours (so its wc-ajax calls land here), the font CDN and Gravatar local stand-ins.
    const page = applyMuPlugin(html, islandsScriptSrc()).replaceAll(CAPTURED_ORIGIN, origin)
      .replace(GOOGLE_FONTS_CSS, LOCAL_FONTS_CSS).replace(GRAVATAR, LOCAL_AVATAR);
    return reply.type('text/html; charset=UTF-8').send(page);
  });
}
