// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from './testApp.ts';

describe('?csp=strict', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('sends a nonce-based strict policy and puts that nonce on every script tag of the page', async () => {
    const response = await app.inject({ method: 'GET', url: '/shop/?csp=strict' });
    const policy = String(response.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(policy).toContain("'strict-dynamic'");
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
    const tags = response.body.match(/<script\b[^>]*>/g) ?? [];
    expect(tags.length).toBeGreaterThan(3);
    for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it("puts the nonce on a real WooCommerce capture's inline data scripts, as a CSP plugin does in WordPress", async () => {
    const response = await app.inject({ method: 'GET', url: '/__real-wc/shop/?csp=strict' });
    const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];
    const inline = response.body.match(/<script\b[^>]*id="[^"]*-js-extra"[^>]*>/g) ?? [];
    expect(inline.length).toBeGreaterThan(0);
    for (const tag of inline) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it('changes nothing without the switch', async () => {
    const response = await app.inject({ method: 'GET', url: '/shop/' });
    expect(response.headers['content-security-policy']).toBeUndefined();
    expect(response.body).not.toContain('nonce="');
  });
});
