import type { FastifyRequest } from 'fastify';

/**
 * The upload fault switch: query `wc-islands-media-fault` or header `X-WC-Islands-Media-Fault`.
 * `post-process:N` — the upload answers 500 with `x-wp-upload-attachment-id` (as when PHP dies while
 * making image sizes) and the next N post-process calls fail before one succeeds;
 * `post-process:always` — every post-process call fails. Returns the failures to serve, or null.
 */
export function mediaFaultOf(request: FastifyRequest): number | null {
  const query = (request.query as Record<string, unknown> | undefined)?.['wc-islands-media-fault'];
  const header = request.headers['x-wc-islands-media-fault'];
  const spec = typeof query === 'string' ? query : typeof header === 'string' ? header : '';
  const match = /^post-process:(always|\d{1,3})$/.exec(spec.trim());
  if (!match) return null;
  return match[1] === 'always' ? Infinity : Number(match[1]);
}
