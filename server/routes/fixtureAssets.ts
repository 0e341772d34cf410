import type { FastifyInstance } from 'fastify';
import { readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { FONTS_PATH } from './fontFiles.ts';

const FIXTURES = fileURLToPath(new URL('../../fixtures/real-wc/', import.meta.url));
const PUBLIC_DIR = fileURLToPath(new URL('../public/', import.meta.url));
/** The captured store's origin, as it appears in the captures (fixturePages.ts rewrites it to ours). */
export const CAPTURED_ORIGIN = 'http://127.0.0.1:8090';
/** Storefront's Google Fonts stylesheet; the served captures point at our local copy instead. */
export const GOOGLE_FONTS_CSS = /https:\/\/fonts\.googleapis\.com\/css\?family=Source\+Sans\+Pro[^'"]*/g;
export const LOCAL_FONTS_CSS = `${FONTS_PATH}/source-sans-pro.css`;
/** Commenters' avatars; the served captures ask our local mystery-person stand-in (Gravatar's `d=mm`). */
export const GRAVATAR = /https:\/\/secure\.gravatar\.com\/avatar\//g;
export const LOCAL_AVATAR = '/__real-wc/avatar/';
const MYSTERY_PERSON = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><rect width="64" height="64" fill="#d8d8d8"/><circle cx="32" cy="25" r="12" fill="#fff"/><path d="M10 64c2-14 11-21 22-21s20 7 22 21z" fill="#fff"/></svg>';
/** WooCommerce's placeholder image (wc_placeholder_img_src), which the block cart prints before its items load. */
const PLACEHOLDER = /^woocommerce-placeholder(?:-\d+x\d+)?\.(?:webp|png|jpe?g)$/;
const PLACEHOLDER_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="800" height="800"><rect width="100" height="100" fill="#f2f2f2"/><path d="M30 66 45 46l10 13 7-8 10 15z" fill="#c8c8c8"/><circle cx="62" cy="38" r="5" fill="#c8c8c8"/></svg>';
/** Storefront's main stylesheet: its stand-in is the demo's own Storefront look. */
const STOREFRONT_STYLE = '/wp-content/themes/storefront/style.css';

/**
 * Theme and plugin files (stylesheets, scripts) the captured pages link on their own origin, read
 * once from the captures. Uploads are not listed: the uploads route draws those images.
 */
export function capturedAssetPaths(): ReadonlySet<string> {
  const paths = new Set<string>();
  const pattern = new RegExp(`${CAPTURED_ORIGIN.replaceAll('.', '\\.')}(/wp-(?:content|includes)/[^"'\\s?#)]+\\.(?:css|js))`, 'g');
  for (const file of readdirSync(FIXTURES).filter((name) => name.endsWith('.html'))) {
    for (const match of readFileSync(`${FIXTURES}${file}`, 'utf8').matchAll(pattern)) {
      const path = match[1] ?? '';
      if (!path.startsWith('/wp-content/uploads/')) paths.add(path);
    }
  }
  return paths;
}

function standIn(path: string): string {
  return path.endsWith('.css')
    ? `/* Stand-in for ${path} on the captured store: the demo store's storefront-lite.css (served as style.css) carries the look. */\n`
    : `/* Stand-in for ${path} on the captured store: the file is not part of the fixtures, and nothing of it runs here. */\n`;
}

/**
 * `/__real-wc/` pages link the captured store's stylesheets and scripts; each is answered with a local
 * stand-in (Storefront's style.css with the demo's look, the rest an empty file saying what it
 * stands for), so those pages look like the store they came from with no failed request.
 * Routes registered elsewhere (jQuery, the `?legacy=1` libraries) keep their real files.
 */
export function registerFixtureAssets(app: FastifyInstance): void {
  app.get(`${LOCAL_AVATAR}:hash`, (_request, reply) => reply.type('image/svg+xml').header('Cache-Control', 'public, max-age=86400').send(MYSTERY_PERSON));
  app.get('/wp-content/uploads/:file', (request, reply) =>
    PLACEHOLDER.test((request.params as { file: string }).file)
      ? reply.type('image/svg+xml').header('Cache-Control', 'public, max-age=86400').send(PLACEHOLDER_SVG)
      : reply.status(404).type('text/plain').send('Not found'));
  for (const path of capturedAssetPaths()) {
    if (app.hasRoute({ method: 'GET', url: path })) continue;
    const type = path.endsWith('.css') ? 'text/css; charset=utf-8' : 'text/javascript; charset=utf-8';
    app.get(path, async (_request, reply) => {
      const body = path === STOREFRONT_STYLE ? await readFile(`${PUBLIC_DIR}storefront-lite.css`, 'utf8') : standIn(path);
      return reply.type(type).header('Cache-Control', 'no-cache').send(body);
    });
  }
}
