import type { FastifyInstance, FastifyReply } from 'fastify';
import { readFile } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AppServices } from '../AppServices.ts';
import { JQUERY_PATH, RTL_STYLESHEET_PATH, STYLESHEET_PATH } from '../templates/layout.ts';
import { createRequire } from 'node:module';
import { DEMO_ADDRESS_PROVIDER_PATH } from '../addressDemo/addressAutocompleteHead.ts';
import { registerLegacyScriptFiles } from './legacyScriptFiles.ts';
import { COMPAT_FIXTURE_PATH } from '../templates/compatScripts.ts';
import { fontFaceCss, registerFontFiles } from './fontFiles.ts';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

const PUBLIC_DIR = fileURLToPath(new URL('./public/', new URL('../', import.meta.url)));

/** Resolves `relative` inside `root`, refusing anything that escapes it. */
function safeJoin(root: string, relative: string): string | null {
  const base = resolve(root);
  const full = resolve(join(base, relative));
  return full === base || !full.startsWith(base + sep) ? null : full;
}

async function sendFile(reply: FastifyReply, path: string | null, cacheControl: string): Promise<FastifyReply> {
  if (path === null) return reply.status(404).type('text/plain').send('Not found');
  try {
    const body = await readFile(path);
    return reply.type(TYPES[extname(path)] ?? 'application/octet-stream').header('Cache-Control', cacheControl).send(body);
  } catch {
    return reply.status(404).type('text/plain').send('Not found');
  }
}

/**
 * The built islands (`distDir`) at the plugin path: hashed files under chunks/ never change, so they
 * cache for a year; the entry wc-islands.js keeps its name and must revalidate on every load.
 */
export function registerStaticFiles(app: FastifyInstance, services: AppServices): void {
  app.get('/wp-content/plugins/wc-islands/dist/*', (request, reply) => {
    const relative = (request.params as Record<string, string>)['*'] ?? '';
    // Hashed chunks never change; the loader is immutable too when asked for with its ?ver= (the page's URL).
    const versioned = relative === 'wc-islands.js' && typeof (request.query as Record<string, unknown>)['ver'] === 'string';
    const cache = relative.startsWith('chunks/') || versioned ? 'public, max-age=31536000, immutable' : 'no-cache';
    return sendFile(reply, safeJoin(services.distDir, relative), cache);
  });
  app.get(JQUERY_PATH, (_request, reply) =>
    sendFile(reply, createRequire(import.meta.url).resolve('jquery/dist/jquery.min.js'), 'public, max-age=86400'),
  );
  // The other jQuery-era libraries, for the benchmark's `?legacy=1` baseline.
  registerLegacyScriptFiles(app);
  // Third-party listener fixtures printed by `?compat=` (templates/compatScripts.ts).
  app.get(`${COMPAT_FIXTURE_PATH}:file`, (request, reply) =>
    sendFile(reply, safeJoin(join(PUBLIC_DIR, 'compat'), (request.params as Record<string, string>)['file'] ?? ''), 'no-cache'),
  );
  // WordPress answers /favicon.ico with the site icon; browsers ask for it on every first visit.
  app.get('/favicon.ico', (_request, reply) => sendFile(reply, join(PUBLIC_DIR, 'favicon.svg'), 'public, max-age=86400'));
  // The demo address provider, a third-party plugin's script (address autocomplete issue).
  app.get(DEMO_ADDRESS_PROVIDER_PATH, (_request, reply) => sendFile(reply, join(PUBLIC_DIR, 'demo-address-provider.js'), 'no-cache'));
  registerFontFiles(app);
  // The theme's stylesheet starts with the typeface's @font-face rules (one list of faces, in fontFiles.ts).
  app.get(STYLESHEET_PATH, async (_request, reply) => {
    const css = await readFile(join(PUBLIC_DIR, 'storefront-lite.css'), 'utf8');
    return reply.type(TYPES['.css'] ?? 'text/css').header('Cache-Control', 'no-cache').send(`${fontFaceCss()}\n${css}`);
  });
  app.get(RTL_STYLESHEET_PATH, (_request, reply) => sendFile(reply, join(PUBLIC_DIR, 'storefront-lite-rtl.css'), 'no-cache'));
}
