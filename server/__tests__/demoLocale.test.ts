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

const get = (url: string, cookie = '') => app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const settingsOf = (page: string): unknown => JSON.parse(/id="wc-islands-settings">([^<]*)</.exec(page)?.[1] ?? 'null');

describe('the demo store in another language (server/http/demoLocale.ts)', () => {
  it('prints lang="es-ES" and the bundle\'s strings from the Spanish .po in the plugin\'s settings block', async () => {
    const page = (await get('/shop/', 'wcis_demo_locale=es_ES')).body;
    expect(page).toContain('<html lang="es-ES">');
    expect(settingsOf(page)).toMatchObject({ strings: { cartOffline: 'Parece que no tienes conexión.', carouselClose: 'Cerrar' } });
  });

  it('prints dir="rtl" for Arabic', async () => {
    const page = (await get('/shop/', 'wcis_demo_locale=ar')).body;
    expect(page).toContain('<html lang="ar" dir="rtl">');
    expect(settingsOf(page)).toMatchObject({ strings: { carouselNext: 'الصورة التالية' } });
  });

  it('stays English with no settings block for no switch, an unknown locale, or a page without the bundle', async () => {
    for (const [url, cookie] of [['/shop/', ''], ['/shop/', 'wcis_demo_locale=../../etc'], ['/shop/?islands=off', 'wcis_demo_locale=es_ES']] as const) {
      const page = (await get(url, cookie)).body;
      expect(page).not.toContain('wc-islands-settings');
      if (!url.includes('islands=off')) expect(page).toContain('<html lang="en-US">');
    }
  });
});
