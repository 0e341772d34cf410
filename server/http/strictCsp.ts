import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * A strict Content Security Policy for the demo store's pages: `?csp=strict` on one page, or
 * `WC_ISLANDS_CSP=strict` for every page (every browser test run, unless `E2E_CSP=off`). Nonce-based with
 * 'strict-dynamic' and no 'unsafe-inline' or 'unsafe-eval', so the bundle must run with no inline
 * code and no eval: only the server's own tags carry the per-response nonce (WordPress adds one to
 * its tags through `wp_script_attributes` / `wp_inline_script_attributes`), and chunks the loader
 * imports are trusted through 'strict-dynamic'.
 */
export function registerStrictCsp(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const strict = process.env['WC_ISLANDS_CSP'] === 'strict' || (request.query as Record<string, unknown> | undefined)?.['csp'] === 'strict';
    if (!strict || typeof payload !== 'string' || !String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return payload;
    const nonce = randomBytes(16).toString('base64');
    reply.header('Content-Security-Policy', `script-src 'nonce-${nonce}' 'strict-dynamic'; object-src 'none'; base-uri 'none'`);
    // A modulepreload is a script fetch too: without the nonce the policy refuses it.
    return payload.replace(/<script\b/g, `<script nonce="${nonce}"`).replace(/<link rel="modulepreload"/g, `<link rel="modulepreload" nonce="${nonce}"`);
  });
}
