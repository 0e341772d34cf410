import type { FastifyRequest } from 'fastify';
import { readMultipart } from './readMultipart.ts';

/**
 * WP_REST_Request::get_params for the shapes the client sends: query, then a JSON, urlencoded or
 * multipart body over it. Flat form keys like `woocommerce_meta[x]` are kept as they are; callers
 * read both spellings.
 */
export function requestParams(request: FastifyRequest): Record<string, unknown> {
  const params: Record<string, unknown> = { ...(request.query as Record<string, unknown> | undefined) };
  const body = request.body;
  if (Buffer.isBuffer(body)) {
    if (!/^multipart\/form-data/i.test(request.headers['content-type'] ?? '')) return params;
    for (const part of readMultipart(body, request.headers['content-type'])) {
      if (part.filename === null) params[part.name] = part.data.toString('utf8');
    }
    return params;
  }
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) Object.assign(params, body);
  return params;
}

/** `name[key]` from either a nested object (JSON) or a flat form key. */
export function nestedParam(params: Record<string, unknown>, name: string, key: string): unknown {
  const nested = params[name];
  if (typeof nested === 'object' && nested !== null && key in nested) return (nested as Record<string, unknown>)[key];
  return params[`${name}[${key}]`];
}
