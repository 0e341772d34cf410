// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { HEADER_LINE_MAX_BYTES } from '../http/cookieHeaderLimit.ts';
import { createTestApp } from './testApp.ts';

/** A Cookie header whose line (`Cookie: …\r\n`) is exactly `bytes` long. */
const cookieOfLine = (bytes: number): string => `sbjs_current=${'A'.repeat(bytes - 'Cookie: sbjs_current=\r\n'.length)}`;

describe('the Cookie header limit of a default nginx', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers 400 "Request Header Or Cookie Too Large" to a Cookie header line over 8 KB, on every page and endpoint', async () => {
    for (const url of ['/shop/', '/?wc-ajax=get_refreshed_fragments', '/wp-json/wc/store/v1/cart']) {
      const response = await app.inject({ method: 'GET', url, headers: { cookie: cookieOfLine(HEADER_LINE_MAX_BYTES + 1) } });
      expect(response.statusCode, url).toBe(400);
      expect(response.body).toContain('Request Header Or Cookie Too Large');
    }
  });

  it('serves a request whose Cookie header line fits 8 KB', async () => {
    const response = await app.inject({ method: 'GET', url: '/shop/', headers: { cookie: cookieOfLine(HEADER_LINE_MAX_BYTES) } });
    expect(response.statusCode).toBe(200);
  });
});
