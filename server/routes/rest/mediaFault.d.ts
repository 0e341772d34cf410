import type { FastifyRequest } from 'fastify';
/**
 * The upload fault switch: query `wc-islands-media-fault` or header `X-WC-Islands-Media-Fault`.
 * `post-process:N` — the upload answers 500 with `x-wp-upload-attachment-id` (as when PHP dies while
 * making image sizes) and the next N post-process calls fail before one succeeds;
 * `post-process:always` — every post-process call fails. Returns the failures to serve, or null.
 */
export declare function mediaFaultOf(request: FastifyRequest): number | null;
