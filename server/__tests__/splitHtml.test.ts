// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from './testApp.ts';

let app: FastifyInstance;
beforeEach(async () => {
  app = await createTestApp();
});
afterEach(async () => {
  await app.close();
});

const release = (hold: string) => app.inject({ method: 'GET', url: `/wcis-demo-release/?hold=${hold}` });

describe('?wcis-demo-split (a page sent in two parts, for browser tests)', () => {
  it('holds the rest of the page after the marker until released, then sends it whole, as a stream', async () => {
    const whole = (await app.inject({ method: 'GET', url: '/brands/' })).body;
    let done = false;
    const split = app.inject({ method: 'GET', url: '/brands/?wcis-demo-split=%3Cspan%20class%3D%22count%22%3E0%20it&wcis-demo-hold=h1' });
    void split.then(() => { done = true; });
    // The hold exists once the page's first part is on its way; until the release, the answer is not complete.
    let released = 404;
    while (released === 404) {
      expect(done).toBe(false);
      released = (await release('h1')).statusCode;
    }
    expect(released).toBe(204);
    const answer = await split;
    expect(answer.headers['content-length']).toBeUndefined();
    expect(answer.body).toBe(whole);
  });

  it('changes nothing without a hold id or when the marker is not in the page; an unknown hold is a 404', async () => {
    const whole = (await app.inject({ method: 'GET', url: '/brands/' })).body;
    expect((await app.inject({ method: 'GET', url: '/brands/?wcis-demo-split=0%20it' })).body).toBe(whole);
    const absent = await app.inject({ method: 'GET', url: '/brands/?wcis-demo-split=no-such-text&wcis-demo-hold=h2' });
    expect(absent.headers['content-length']).toBeDefined();
    expect((await release('h2')).statusCode).toBe(404);
  });
});
