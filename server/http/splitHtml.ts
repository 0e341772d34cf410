import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';

/**
 * A page sent in two parts, for browser tests of what the browser paints between them: with
 * `?wcis-demo-split=<text>&wcis-demo-hold=<id>` the HTML is sent up to the end of the first occurrence of
 * `<text>`, and the rest only once `GET /wcis-demo-release/?hold=<id>` arrives (or after HOLD_MAX_MS), as
 * a slow network or a server flushing its output early would deliver it. Without the query: unchanged.
 */
export const SPLIT_QUERY = 'wcis-demo-split';
export const HOLD_QUERY = 'wcis-demo-hold';
export const RELEASE_PATH = '/wcis-demo-release/';
/** A hold nobody releases ends by itself, so a failed test cannot keep a response open. */
const HOLD_MAX_MS = 10_000;

const holds = new Map<string, () => void>();

function held(id: string): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(release, HOLD_MAX_MS);
    function release(): void {
      clearTimeout(timer);
      holds.delete(id);
      resolve();
    }
    holds.set(id, release);
  });
}

async function* twoParts(first: string, rest: string, release: Promise<void>): AsyncGenerator<string> {
  yield first;
  await release;
  yield rest;
}

/** Registered after the strict CSP's hook: the page is split once its tags carry the nonce. */
export function registerSplitHtml(app: FastifyInstance): void {
  app.get(RELEASE_PATH, (request, reply) => {
    const id = (request.query as Record<string, unknown>)['hold'];
    const release = typeof id === 'string' ? holds.get(id) : undefined;
    release?.();
    return reply.status(release === undefined ? 404 : 204).send();
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const query = request.query as Record<string, unknown> | undefined;
    const marker = query?.[SPLIT_QUERY];
    const id = query?.[HOLD_QUERY];
    if (typeof marker !== 'string' || marker === '' || typeof id !== 'string' || typeof payload !== 'string') return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return payload;
    const at = payload.indexOf(marker);
    if (at < 0) return payload;
    const end = at + marker.length;
    reply.removeHeader('content-length');
    return Readable.from(twoParts(payload.slice(0, end), payload.slice(end), held(id)));
  });
}
