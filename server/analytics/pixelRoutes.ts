import type { FastifyInstance } from 'fastify';

export const PIXEL_PATH = '/__pixel.gif';
export const PIXEL_HITS_PATH = '/__pixel-hits';
/** A browser test sets this cookie to tell its own hits from other tests' on the shared server. */
export const PIXEL_TAG_COOKIE = 'wc_islands_pixel_tag';

/** The smallest transparent GIF: what pixel.wp.com answers. */
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const MAX_HITS = 1000;

interface PixelHit {
  readonly query: Record<string, string>;
  readonly tag: string;
}

/**
 * The demo's stats pixel (Jetpack's is `pixel.wp.com/g.gif`, carousel contract s1.17): answers a 1×1
 * GIF and remembers the query in memory; `GET /__pixel-hits[?tag=…]` lists them for tests (not in
 * production).
 */
export function registerPixelRoutes(app: FastifyInstance): void {
  const hits: PixelHit[] = [];
  app.get(PIXEL_PATH, (request, reply) => {
    const query = Object.fromEntries(Object.entries(request.query as Record<string, unknown>).map(([k, v]) => [k, String(v)]));
    hits.push({ query, tag: request.cookies[PIXEL_TAG_COOKIE] ?? '' });
    if (hits.length > MAX_HITS) hits.shift();
    return reply.header('content-type', 'image/gif').header('cache-control', 'no-store').send(GIF);
  });
  if (process.env['NODE_ENV'] === 'production') return;
  app.get(PIXEL_HITS_PATH, (request, reply) => {
    const tag = (request.query as Record<string, unknown>)['tag'];
    return reply.send(typeof tag === 'string' ? hits.filter((hit) => hit.tag === tag) : hits);
  });
}
