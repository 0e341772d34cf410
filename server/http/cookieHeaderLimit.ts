import type { FastifyInstance } from 'fastify';

/**
 * nginx's default `large_client_header_buffers 4 8k`: a request header line must fit one 8 KB buffer
 * (Apache's `LimitRequestFieldSize` is 8190). Issue #26: the legacy order-attribution script let one
 * crafted link leave 15 KB of cookies, and from then on every page of the store answered 400.
 */
export const HEADER_LINE_MAX_BYTES = 8192;

const TOO_LARGE_PAGE = `<html>
<head><title>400 Request Header Or Cookie Too Large</title></head>
<body>
<center><h1>400 Bad Request</h1></center>
<center>Request Header Or Cookie Too Large</center>
<hr><center>nginx</center>
</body>
</html>
`;

/**
 * Makes the demo store refuse an oversized Cookie header with nginx's own answer, before any route
 * runs, so browser tests see what a shopper behind a default nginx sees.
 */
export function registerCookieHeaderLimit(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const cookie = request.headers.cookie;
    if (cookie === undefined || Buffer.byteLength(`Cookie: ${cookie}\r\n`) <= HEADER_LINE_MAX_BYTES) return;
    await reply.status(400).type('text/html').send(TOO_LARGE_PAGE);
  });
}
