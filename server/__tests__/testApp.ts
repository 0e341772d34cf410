import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { readFileSync } from 'node:fs';
import { createApp } from '../createApp.ts';

/** The captured store's origin: using it makes absolute URLs and cookie names comparable with the fixtures. */
export const FIXTURE_SITE = 'http://127.0.0.1:8090';

// The repo's own copy of the real WooCommerce captures (fixtures/real-wc/).
const FIXTURES = new URL('../../fixtures/real-wc/', import.meta.url);

export function fixture(name: string): string {
  return readFileSync(new URL(name, FIXTURES), 'utf8');
}

export function createTestApp(): Promise<FastifyInstance> {
  return createApp({ dbPath: ':memory:', distDir: '/nonexistent-dist', siteUrl: FIXTURE_SITE });
}

/** A tiny cookie jar: keeps name=value pairs from Set-Cookie, dropping expired ones. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: LightMyRequestResponse): void {
    const header = response.headers['set-cookie'];
    const lines = header === undefined ? [] : Array.isArray(header) ? header : [header];
    for (const line of lines) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      if (/Max-Age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(eq + 1));
    }
  }

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }
}

export function setCookies(response: LightMyRequestResponse): string[] {
  const header = response.headers['set-cookie'];
  return header === undefined ? [] : Array.isArray(header) ? header : [header];
}

export const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
